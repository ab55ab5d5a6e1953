//! Arbitrary regular expressions written twice: as PHP writes them (delimiters, modifiers, PCRE2
//! syntax) and as the `regex` crate reads them, for the subset where the two agree on which
//! strings match as a whole. Where PCRE2 matches fewer strings than any Rust spelling (a
//! possessive quantifier, `$` before a final newline), the Rust pattern matches more, so a drawn
//! string that it rejects is still a string that PHP rejects.

use libfuzzer_sys::arbitrary::{Result, Unstructured};

/// The modifiers of the expression, as PHP writes them after the closing delimiter.
#[derive(Clone, Debug)]
pub struct Modifiers(String);

impl Modifiers {
    fn has(&self, modifier: char) -> bool {
        self.0.contains(modifier)
    }
}

/// A PHP expression and the Rust pattern that matches at least what it matches as a whole.
#[derive(Debug)]
pub struct Pattern {
    pub php: String,
    pub rust: String,
    pub utf: bool,
}

pub fn pattern(u: &mut Unstructured) -> Result<Pattern> {
    let mut modifiers = String::new();
    for modifier in "imsxuDU".chars() {
        if u.arbitrary()? {
            modifiers.push(modifier);
        }
    }
    let modifiers = Modifiers(modifiers);
    let mut writer = Writer {
        modifiers: modifiers.clone(),
        php: String::new(),
        rust: String::new(),
    };
    writer.alternation(u, 0)?;
    // The regex crate knows i, m, s and x; U does not change what matches as a whole, D is
    // written into the pattern (see anchor()), and without u it matches bytes.
    let mut rust_flags: String = modifiers
        .0
        .chars()
        .filter(|modifier| "imsx".contains(*modifier))
        .collect();
    if !modifiers.has('u') {
        rust_flags.push_str("-u");
    }
    Ok(Pattern {
        php: format!("/{}/{}", writer.php, modifiers.0),
        rust: format!("(?{rust_flags})\\A(?:{})\\z", writer.rust),
        utf: modifiers.has('u'),
    })
}

const MAX_DEPTH: u32 = 5;

struct Writer {
    modifiers: Modifiers,
    php: String,
    rust: String,
}

impl Writer {
    fn both(&mut self, text: &str) {
        self.php.push_str(text);
        self.rust.push_str(text);
    }

    fn alternation(&mut self, u: &mut Unstructured, depth: u32) -> Result<()> {
        let alternatives = if depth < MAX_DEPTH {
            u.int_in_range(1..=3)?
        } else {
            1
        };
        for index in 0..alternatives {
            if index > 0 {
                self.both("|");
            }
            for _ in 0..u.int_in_range(0..=4)? {
                self.piece(u, depth)?;
            }
        }
        Ok(())
    }

    fn piece(&mut self, u: &mut Unstructured, depth: u32) -> Result<()> {
        // The generator supports possessive quantifiers on single characters only (an error
        // says so for groups).
        let single = match u.int_in_range(0..=12)? {
            0..=3 => self.literal(u).map(|()| true)?,
            4 => {
                self.both(".");
                true
            }
            5 | 6 => self.perl_class(u).map(|()| true)?,
            7 | 8 => self.class(u).map(|()| true)?,
            9 | 10 if depth < MAX_DEPTH => {
                let capturing = u.arbitrary()?;
                self.both(if capturing { "(" } else { "(?:" });
                self.alternation(u, depth + 1)?;
                self.both(")");
                false
            }
            // An anchor takes no quantifier.
            _ => return self.anchor(u),
        };
        if u.arbitrary()? {
            self.quantifier(u, single)?;
        }
        Ok(())
    }

    /// A character, escaped in both syntaxes unless it is an ASCII letter or digit (which `i`
    /// folds); without `u`, a byte.
    fn literal(&mut self, u: &mut Unstructured) -> Result<()> {
        let character = self.character(u)?;
        if character.is_ascii_alphanumeric() {
            self.both(&character.to_string());
        } else {
            self.escaped(character);
        }
        Ok(())
    }

    fn escaped(&mut self, character: char) {
        if self.modifiers.has('u') {
            self.both(&format!("\\x{{{:X}}}", character as u32));
        } else {
            self.both(&format!("\\x{:02X}", character as u32));
        }
    }

    fn character(&self, u: &mut Unstructured) -> Result<char> {
        if !self.modifiers.has('u') {
            return Ok(char::from(u.arbitrary::<u8>()?));
        }
        Ok(match u.int_in_range(0..=3)? {
            0 => char::from(u.int_in_range(0..=0x7F)?),
            // Cased and uncased letters, spaces, symbols, and characters whose case is special.
            1 => *u.choose(&[
                'é',
                'É',
                'ß',
                'ẞ',
                'ı',
                'İ',
                'K',
                'k',
                '\u{212A}',
                'ǅ',
                'Σ',
                'σ',
                'ς',
                '中',
                '\u{A0}',
                '\u{2028}',
                '→',
                '😀',
                '\u{85}',
                '\u{10FFFF}',
            ])?,
            _ => u.arbitrary()?,
        })
    }

    fn perl_class(&mut self, u: &mut Unstructured) -> Result<()> {
        let class = *u.choose(&["\\d", "\\D", "\\w", "\\W", "\\s", "\\S"])?;
        self.both(class);
        Ok(())
    }

    fn class(&mut self, u: &mut Unstructured) -> Result<()> {
        let negated = u.arbitrary()?;
        self.both(if negated { "[^" } else { "[" });
        for _ in 0..u.int_in_range(1..=4)? {
            match u.int_in_range(0..=4)? {
                0 | 1 => self.literal(u)?,
                2 => {
                    let (first, last) = (self.character(u)?, self.character(u)?);
                    let (first, last) = if first <= last {
                        (first, last)
                    } else {
                        (last, first)
                    };
                    for (index, character) in [first, last].into_iter().enumerate() {
                        if index == 1 {
                            self.both("-");
                        }
                        self.escaped(character);
                    }
                }
                3 => self.perl_class(u)?,
                _ => self.posix_class(u)?,
            }
        }
        self.both("]");
        Ok(())
    }

    /// With `u`, PHP sets PCRE2_UCP and the classes are Unicode properties, which `i` does not
    /// widen (PCRE2 does not case-fold properties; `[:upper:]` and `[:lower:]` are left out, since
    /// Rust would fold them). Without `u`, `i` makes `[:upper:]` and `[:lower:]` mean `[:alpha:]`.
    fn posix_class(&mut self, u: &mut Unstructured) -> Result<()> {
        let (name, unicode) = *u.choose(&[
            ("alpha", "\\p{L}"),
            ("digit", "\\p{Nd}"),
            ("alnum", "\\p{L}\\p{N}"),
            ("upper", "\\p{Lu}"),
            ("lower", "\\p{Ll}"),
            ("space", "\\s"),
            ("xdigit", "0-9A-Fa-f"),
            ("ascii", "\\x00-\\x7F"),
        ])?;
        let caseless = self.modifiers.has('i');
        let name = match name {
            // Folded by Rust, not by PCRE2 (upper, lower), or folded to characters beyond ASCII.
            "upper" | "lower" | "ascii" if caseless && self.modifiers.has('u') => "alpha",
            other => other,
        };
        let unicode = if name == "alpha" { "\\p{L}" } else { unicode };
        let negation = if u.arbitrary()? { "^" } else { "" };
        self.php.push_str(&format!("[:{negation}{name}:]"));
        let rust_name = if caseless && matches!(name, "upper" | "lower") {
            "alpha"
        } else {
            name
        };
        match (self.modifiers.has('u'), negation) {
            (false, _) => self.rust.push_str(&format!("[:{negation}{rust_name}:]")),
            (true, "") => self.rust.push_str(unicode),
            (true, _) => self.rust.push_str(&format!("[^{unicode}]")),
        }
        Ok(())
    }

    fn quantifier(&mut self, u: &mut Unstructured, possessive_allowed: bool) -> Result<()> {
        let (php, rust) = match u.int_in_range(0..=5)? {
            0 => ("*".to_owned(), "*".to_owned()),
            1 => ("+".to_owned(), "+".to_owned()),
            2 => ("?".to_owned(), "?".to_owned()),
            3 => {
                let count = u.int_in_range(0..=4)?;
                (format!("{{{count}}}"), format!("{{{count}}}"))
            }
            4 => {
                let min = u.int_in_range(0..=3)?;
                (format!("{{{min},}}"), format!("{{{min},}}"))
            }
            _ => {
                let min = u.int_in_range(0..=3)?;
                let max = min + u.int_in_range(0..=3)?;
                (format!("{{{min},{max}}}"), format!("{{{min},{max}}}"))
            }
        };
        self.php.push_str(&php);
        self.rust.push_str(&rust);
        // Lazy matches the same strings as a whole; possessive matches fewer than greedy.
        match u.int_in_range(0..=2)? {
            0 => {}
            1 => self.both("?"),
            _ if possessive_allowed => self.php.push('+'),
            _ => {}
        }
        Ok(())
    }

    fn anchor(&mut self, u: &mut Unstructured) -> Result<()> {
        // `$` (without D) and `\Z` also match before a final newline, and with `m` before any:
        // `(?m:$)` matches at least there.
        let (php, rust) = *u.choose(&[
            ("^", "^"),
            ("\\A", "\\A"),
            ("\\z", "\\z"),
            ("$", "$"),
            ("\\Z", "(?m:$)"),
        ])?;
        let rust = if php == "$" && !self.modifiers.has('D') {
            "(?m:$)"
        } else {
            rust
        };
        self.php.push_str(php);
        self.rust.push_str(rust);
        Ok(())
    }
}
