//! A recursive-descent parser for PCRE2 patterns, as far as PHP's preg functions use them.
//! It reads characters (code points with `u`, bytes without) and builds the [`Node`]s that
//! generating needs; what it cannot generate faithfully is an error.

use crate::model::Label;

use super::alphabet::Alphabet;
use super::charset::{CharSet, MAX_CODE_POINT};
use super::classes::{Approx, ClassKind, class, posix_class};
use super::delimiters::{Flags, Split};
use super::error;
use super::syntax::{Assertion, Node, Repeat};

/// Groups nested deeper than this are an error rather than a stack overflow.
const MAX_DEPTH: u32 = 100;
/// Repetition counts above this are clamped (maximum) or an error (minimum).
pub const MAX_COUNT: u32 = 1000;

pub fn parse(expression: &str, split: &Split) -> Result<Node, String> {
    let pattern = &expression[split.pattern.clone()];
    let units = if split.flags.utf {
        pattern
            .char_indices()
            .map(|(offset, character)| (character, split.pattern.start + offset))
            .collect()
    } else {
        // Without `u`, every byte is a character; as a `char` it is its Latin-1 namesake.
        pattern
            .bytes()
            .enumerate()
            .map(|(offset, byte)| (char::from(byte), split.pattern.start + offset))
            .collect()
    };
    let mut parser = Parser {
        expression,
        units,
        position: 0,
        end: split.pattern.end,
        flags: split.flags,
        labels: 0,
    };
    let root = parser.alternation(0)?;
    if parser.peek().is_some() {
        return Err(parser.fail("Unmatched closing parenthesis", parser.offset()));
    }
    Ok(root)
}

struct Parser<'a> {
    expression: &'a str,
    /// The characters of the pattern with their byte offsets in the expression.
    units: Vec<(char, usize)>,
    position: usize,
    /// The offset of the closing delimiter.
    end: usize,
    flags: Flags,
    labels: u64,
}

/// A quantifier's minimum and maximum count, and its length in characters.
type Counts = (u32, Option<u32>, usize);

/// What a backslash sequence stands for.
enum Escape {
    Unit(u32),
    Class(Approx),
    Assertion(Assertion),
    /// `\R`
    Newline,
    /// `\N`
    NotNewline,
    /// `\Q`: the characters up to `\E` are literal.
    Quote,
    /// `\E` outside of `\Q`: ignored.
    EndQuote,
}

/// One item of a character class.
enum ClassItem {
    Unit(u32),
    Set(Approx),
    /// A POSIX class under `iu`: a Unicode property, which PCRE2 does not fold.
    Unfolded(Approx),
    /// `\Q...\E`
    Units(Vec<u32>),
    Nothing,
}

impl Parser<'_> {
    // --- reading ---

    fn peek(&self) -> Option<char> {
        self.peek_at(0)
    }

    fn peek_at(&self, ahead: usize) -> Option<char> {
        self.units
            .get(self.position + ahead)
            .map(|(character, _)| *character)
    }

    fn bump(&mut self) -> Option<char> {
        let character = self.peek()?;
        self.position += 1;
        Some(character)
    }

    fn eat(&mut self, expected: char) -> bool {
        let found = self.peek() == Some(expected);
        if found {
            self.position += 1;
        }
        found
    }

    fn offset(&self) -> usize {
        self.units
            .get(self.position)
            .map_or(self.end, |(_, offset)| *offset)
    }

    fn fail(&self, what: &str, offset: usize) -> String {
        error(what, offset, self.expression)
    }

    fn label(&mut self, kind: &str) -> Label {
        self.labels += 1;
        Label::of(&format!("regex {} {kind} {}", self.expression, self.labels))
    }

    /// One character of `set`; surrogates, which ranges such as `[\x00-\x{10FFFF}]` include,
    /// are left out since UTF-8 cannot encode them.
    fn char_node(&self, set: CharSet) -> Node {
        Node::Char(Alphabet::new(
            set.intersection(&CharSet::universe(self.flags.utf)),
            self.flags.utf,
        ))
    }

    /// A literal character: under `i`, in either case.
    fn literal(&self, unit: u32) -> Node {
        let set = CharSet::single(unit);
        self.char_node(if self.flags.caseless {
            Approx::exact(set).caseless(self.flags.utf).certain
        } else {
            set
        })
    }

    /// Whitespace and `#` comments under `x`, and `(?#...)` comments.
    fn skip_ignored(&mut self) -> Result<(), String> {
        loop {
            match self.peek() {
                Some(character) if self.flags.extended && is_pattern_space(character) => {
                    self.position += 1;
                }
                Some('#') if self.flags.extended => {
                    while self.bump().is_some_and(|character| character != '\n') {}
                }
                Some('(') if self.peek_at(1) == Some('?') && self.peek_at(2) == Some('#') => {
                    let start = self.offset();
                    while self.bump().is_some_and(|character| character != ')') {}
                    if self
                        .units
                        .get(self.position.wrapping_sub(1))
                        .is_none_or(|(character, _)| *character != ')')
                    {
                        return Err(self.fail("Missing ) after (?# comment", start));
                    }
                }
                _ => return Ok(()),
            }
        }
    }

    // --- structure ---

    fn alternation(&mut self, depth: u32) -> Result<Node, String> {
        let mut alternatives = vec![self.sequence(depth)?];
        while self.eat('|') {
            alternatives.push(self.sequence(depth)?);
        }
        Ok(if alternatives.len() == 1 {
            alternatives.pop().unwrap_or_else(Node::empty)
        } else {
            Node::Alternation {
                alternatives,
                label: self.label("alternation"),
            }
        })
    }

    fn sequence(&mut self, depth: u32) -> Result<Node, String> {
        let mut items = Vec::new();
        // Whether the last item can take a quantifier.
        let mut repeatable = false;
        loop {
            self.skip_ignored()?;
            let Some(character) = self.peek() else { break };
            let quantifier_offset = self.offset();
            let counts = match character {
                '|' | ')' => break,
                '*' => Some((0, None, 1)),
                '+' => Some((1, None, 1)),
                '?' => Some((0, Some(1), 1)),
                '{' => self.brace_quantifier()?,
                _ => None,
            };
            match counts {
                Some((min, max, length)) => {
                    self.position += length;
                    if !repeatable {
                        return Err(self.fail(
                            "Quantifier does not follow a repeatable item",
                            quantifier_offset,
                        ));
                    }
                    // Lazy (`?`) or greedy makes no difference to what matches as a whole.
                    let possessive = self.eat('+');
                    if !possessive {
                        self.eat('?');
                    }
                    let body = items.pop().unwrap_or_else(Node::empty);
                    items.push(self.repeat(body, min, max, possessive, quantifier_offset)?);
                    repeatable = false;
                }
                None => repeatable = self.atom(depth, &mut items)?.unwrap_or(repeatable),
            }
        }
        Ok(if items.len() == 1 {
            items.pop().unwrap_or_else(Node::empty)
        } else {
            Node::Concat(items)
        })
    }

    fn repeat(
        &mut self,
        body: Node,
        min: u32,
        max: Option<u32>,
        possessive: bool,
        offset: usize,
    ) -> Result<Node, String> {
        let possessive_stop = if possessive {
            match body.fixed() {
                Some((_, first)) => first,
                None => {
                    return Err(self.fail("Possessive quantifiers are only supported on characters and strings of fixed characters", offset));
                }
            }
        } else {
            None
        };
        Ok(Node::Repeat(Box::new(Repeat {
            body,
            min,
            max,
            possessive_stop,
            label: self.label("repetition"),
        })))
    }

    /// `{n}`, `{n,}`, `{n,m}`; anything else that starts with `{` is a literal (Ok(None)).
    /// Returns the counts and how many characters the quantifier has.
    fn brace_quantifier(&self) -> Result<Option<Counts>, String> {
        let offset = self.offset();
        let mut content = String::new();
        let mut length = 1;
        loop {
            match self.peek_at(length) {
                Some('}') => break,
                Some(character)
                    if (character.is_ascii_digit() || character == ',' || character == ' ')
                        && content.len() < 24 =>
                {
                    content.push(character);
                    length += 1;
                }
                _ => return Ok(None),
            }
        }
        let compact: String = content
            .chars()
            .filter(|character| *character != ' ')
            .collect();
        let (low, high) = match compact.split_once(',') {
            Some((low, high)) => (low, Some(high)),
            None => (compact.as_str(), None),
        };
        let digits =
            |text: &str| !text.is_empty() && text.bytes().all(|byte| byte.is_ascii_digit());
        let valid = digits(low) && high.is_none_or(|high| high.is_empty() || digits(high));
        // PCRE2 10.43 reads `{,n}` and spaces in braces as quantifiers, earlier versions as
        // literals: which one PHP uses depends on how it was built.
        let newer_only =
            (low.is_empty() && high.is_some_and(digits)) || (valid && content.contains(' '));
        if newer_only {
            return Err(self.fail("Quantifiers with spaces or without a minimum, such as {,n}, are read differently by PCRE2 versions; write {0,n}", offset));
        }
        if !valid || compact.matches(',').count() > 1 {
            return Ok(None);
        }
        let number = |text: &str| {
            text.bytes().fold(0u64, |value, byte| {
                (value * 10 + u64::from(byte - b'0')).min(u64::from(u32::MAX))
            })
        };
        let min = number(low);
        let max = high
            .map(|high| {
                if high.is_empty() {
                    None
                } else {
                    Some(number(high))
                }
            })
            .unwrap_or(Some(min));
        if min > 65535 || max.is_some_and(|max| max > 65535) {
            return Err(self.fail("Number too big in {} quantifier", offset));
        }
        if max.is_some_and(|max| max < min) {
            return Err(self.fail("Numbers out of order in {} quantifier", offset));
        }
        if min > u64::from(MAX_COUNT) {
            return Err(self.fail(
                &format!("Repetition counts above {MAX_COUNT} are not supported"),
                offset,
            ));
        }
        // A larger maximum is clamped: strings of up to MAX_COUNT repetitions still match.
        let max = max.map(|max| max.min(u64::from(MAX_COUNT)) as u32);
        Ok(Some((min as u32, max, length + 1)))
    }

    /// Parses one item into `items`. Returns whether it can take a quantifier, or None when it
    /// added nothing a quantifier could apply to (`\E`, an empty `\Q\E`).
    fn atom(&mut self, depth: u32, items: &mut Vec<Node>) -> Result<Option<bool>, String> {
        let Some(character) = self.peek() else {
            return Ok(None);
        };
        match character {
            '(' => {
                if let Some(group) = self.group(depth)? {
                    items.push(group);
                }
                Ok(Some(true))
            }
            '[' => {
                let set = self.class()?;
                items.push(self.char_node(set));
                Ok(Some(true))
            }
            '.' => {
                self.position += 1;
                let mut set = CharSet::universe(self.flags.utf);
                if !self.flags.dotall {
                    set = set.intersection(
                        &CharSet::single(u32::from(b'\n')).complement(self.flags.utf),
                    );
                }
                items.push(self.char_node(set));
                Ok(Some(true))
            }
            '^' => {
                self.position += 1;
                items.push(Node::Assertion(if self.flags.multiline {
                    Assertion::StartOfLine
                } else {
                    Assertion::StartOfSubject
                }));
                Ok(Some(false))
            }
            '$' => {
                self.position += 1;
                let assertion = if self.flags.multiline {
                    Assertion::EndOfLine
                } else if self.flags.dollar_end_only {
                    Assertion::EndOfSubject
                } else {
                    Assertion::EndOrFinalNewline
                };
                items.push(Node::Assertion(assertion));
                Ok(Some(false))
            }
            '\\' => {
                match self.escape(false)? {
                    Escape::Unit(unit) => {
                        items.push(self.literal(unit));
                        Ok(Some(true))
                    }
                    Escape::Class(approx) => {
                        items.push(self.char_node(approx.certain));
                        Ok(Some(true))
                    }
                    Escape::Assertion(assertion) => {
                        items.push(Node::Assertion(assertion));
                        Ok(Some(false))
                    }
                    Escape::Newline => {
                        items.push(self.newline_sequence());
                        Ok(Some(true))
                    }
                    Escape::NotNewline => {
                        items.push(self.char_node(
                            CharSet::single(u32::from(b'\n')).complement(self.flags.utf),
                        ));
                        Ok(Some(true))
                    }
                    Escape::Quote => {
                        let units = self.quoted();
                        let added = !units.is_empty();
                        items.extend(units.into_iter().map(|unit| self.literal(unit)));
                        Ok(added.then_some(true))
                    }
                    Escape::EndQuote => Ok(None),
                }
            }
            _ => {
                self.position += 1;
                items.push(self.literal(character as u32));
                Ok(Some(true))
            }
        }
    }

    /// `\R`: any newline sequence, `\r\n` as a whole (so a lone `\r` is not followed by `\n`).
    fn newline_sequence(&mut self) -> Node {
        let unit = |parser: &Parser, unit: u32| parser.char_node(CharSet::single(unit));
        let mut alternatives = vec![
            unit(self, 0x0A),
            Node::Concat(vec![unit(self, 0x0D), unit(self, 0x0A)]),
            Node::Concat(vec![
                unit(self, 0x0D),
                Node::ExcludeNext(CharSet::single(0x0A)),
            ]),
            unit(self, 0x0B),
            unit(self, 0x0C),
            unit(self, 0x85),
        ];
        if self.flags.utf {
            alternatives.extend([unit(self, 0x2028), unit(self, 0x2029)]);
        }
        Node::Alternation {
            alternatives,
            label: self.label("newline"),
        }
    }

    /// The characters after `\Q`, up to `\E` or the end of the pattern.
    fn quoted(&mut self) -> Vec<u32> {
        let mut units = Vec::new();
        while let Some(character) = self.bump() {
            if character == '\\' && self.peek() == Some('E') {
                self.position += 1;
                break;
            }
            units.push(character as u32);
        }
        units
    }

    /// A group, or None for a comment. The parenthesis is the next character.
    fn group(&mut self, depth: u32) -> Result<Option<Node>, String> {
        let open = self.offset();
        self.position += 1;
        if depth >= MAX_DEPTH {
            return Err(self.fail(
                &format!("Groups nested more than {MAX_DEPTH} deep are not supported"),
                open,
            ));
        }
        if self.peek() == Some('*') {
            return Err(self.fail(
                "Backtracking control verbs and (*...) options are not supported",
                open,
            ));
        }
        if self.eat('?') {
            let unsupported = |parser: &Parser, what: &str| {
                Err(parser.fail(&format!("{what} are not supported"), open))
            };
            match self.peek() {
                Some(':' | '|') => self.position += 1,
                Some('>') => return unsupported(self, "Atomic groups"),
                Some('=' | '!' | '*') => return unsupported(self, "Lookahead assertions"),
                Some('<') if matches!(self.peek_at(1), Some('=' | '!' | '*')) => {
                    return unsupported(self, "Lookbehind assertions");
                }
                Some('<') => {
                    self.position += 1;
                    self.group_name('>', open)?;
                }
                Some('\'') => {
                    self.position += 1;
                    self.group_name('\'', open)?;
                }
                Some('P') => match self.peek_at(1) {
                    Some('<') => {
                        self.position += 2;
                        self.group_name('>', open)?;
                    }
                    Some('=') => return unsupported(self, "Backreferences"),
                    Some('>') => return unsupported(self, "Recursion and subroutine calls"),
                    _ => return Err(self.fail("Unknown group syntax after (?P", open)),
                },
                Some('R' | '&' | '0'..='9') => {
                    return unsupported(self, "Recursion and subroutine calls");
                }
                Some('+' | '-')
                    if self
                        .peek_at(1)
                        .is_some_and(|character| character.is_ascii_digit()) =>
                {
                    return unsupported(self, "Recursion and subroutine calls");
                }
                Some('(') => return unsupported(self, "Conditional subpatterns"),
                Some('C') => return unsupported(self, "Callouts"),
                Some('#') => {
                    while self.bump().is_some_and(|character| character != ')') {}
                    return Ok(None);
                }
                Some('i' | 'm' | 'n' | 's' | 'x' | 'U' | 'J' | 'a' | '^' | '-' | ')') => {
                    return unsupported(self, "Inline options");
                }
                _ => return Err(self.fail("Unknown group syntax after (?", open)),
            }
        }
        let body = self.alternation(depth + 1)?;
        if !self.eat(')') {
            return Err(self.fail("Missing closing parenthesis", open));
        }
        Ok(Some(body))
    }

    /// The name of a named group, up to `terminator`: a word that does not start with a digit.
    fn group_name(&mut self, terminator: char, open: usize) -> Result<(), String> {
        let start = self.position;
        // Without `u`, PCRE2's "C" locale tables know only ASCII word characters.
        let utf = self.flags.utf;
        let word = |character: char| {
            character == '_'
                || if utf {
                    character.is_alphanumeric()
                } else {
                    character.is_ascii_alphanumeric()
                }
        };
        while self.peek().is_some_and(word) {
            self.position += 1;
        }
        let starts_well = self
            .units
            .get(start)
            .is_some_and(|(character, _)| !character.is_ascii_digit());
        if self.position == start || !starts_well || !self.eat(terminator) {
            return Err(self.fail("Invalid group name", open));
        }
        Ok(())
    }

    // --- escapes and classes ---

    /// A backslash sequence; the backslash is the next character.
    fn escape(&mut self, in_class: bool) -> Result<Escape, String> {
        let at = self.offset();
        self.position += 1;
        let Some(character) = self.bump() else {
            return Err(self.fail("Backslash at the end of the pattern", at));
        };
        let unsupported = |parser: &Parser, what: &str| {
            Err(parser.fail(&format!("{what} are not supported"), at))
        };
        let not_in_class = |parser: &Parser| {
            Err(parser.fail(
                &format!("\\{character} is not allowed in a character class"),
                at,
            ))
        };
        let utf = self.flags.utf;
        let kind = |negated: bool, kind: ClassKind| {
            let approx = class(kind, utf);
            Ok(Escape::Class(if negated {
                approx.negate(utf)
            } else {
                approx
            }))
        };
        match character {
            'a' => Ok(Escape::Unit(0x07)),
            'e' => Ok(Escape::Unit(0x1B)),
            'f' => Ok(Escape::Unit(0x0C)),
            'n' => Ok(Escape::Unit(0x0A)),
            'r' => Ok(Escape::Unit(0x0D)),
            't' => Ok(Escape::Unit(0x09)),
            '0' => self.number(8, 2, 0, at).map(Escape::Unit),
            '1'..='7' if in_class => self
                .number(8, 2, character as u32 - '0' as u32, at)
                .map(Escape::Unit),
            '8' | '9' if in_class => Ok(Escape::Unit(character as u32)),
            '1'..='9' => unsupported(self, "Backreferences"),
            'o' => self.braced(8, at).map(Escape::Unit),
            'x' if self.peek() == Some('{') => self.braced(16, at).map(Escape::Unit),
            'x' => self.number(16, 2, 0, at).map(Escape::Unit),
            'c' => match self.bump() {
                Some(control @ ' '..='~') => Ok(Escape::Unit(u32::from(
                    control.to_ascii_uppercase() as u8 ^ 0x40,
                ))),
                _ => Err(self.fail("\\c must be followed by a printable ASCII character", at)),
            },
            'd' | 'D' => kind(character == 'D', ClassKind::Digit),
            'w' | 'W' => kind(character == 'W', ClassKind::Word),
            's' | 'S' => kind(character == 'S', ClassKind::Space),
            'h' | 'H' => kind(character == 'H', ClassKind::Horizontal),
            'v' | 'V' => kind(character == 'V', ClassKind::Vertical),
            'p' | 'P' | 'X' => unsupported(self, "Unicode properties"),
            'b' if in_class => Ok(Escape::Unit(0x08)),
            'b' | 'B' if !in_class => unsupported(self, "Word boundary assertions"),
            'g' if matches!(self.peek(), Some('<' | '\'')) => {
                unsupported(self, "Recursion and subroutine calls")
            }
            'g' | 'k' => unsupported(self, "Backreferences"),
            'K' => Err(self.fail(
                "Resetting the start of the match with \\K is not supported",
                at,
            )),
            'C' => Err(self.fail("Single code units (\\C) are not supported", at)),
            'Q' => Ok(Escape::Quote),
            'E' => Ok(Escape::EndQuote),
            'N' | 'R' | 'A' | 'G' | 'z' | 'Z' | 'B' if in_class => not_in_class(self),
            'N' if self.peek() == Some('{') => Err(self.fail("\\N{...} is not supported", at)),
            'N' => Ok(Escape::NotNewline),
            'R' => Ok(Escape::Newline),
            'A' | 'G' => Ok(Escape::Assertion(Assertion::StartOfSubject)),
            'z' => Ok(Escape::Assertion(Assertion::EndOfSubject)),
            'Z' => Ok(Escape::Assertion(Assertion::EndOrFinalNewline)),
            other if other.is_ascii_alphanumeric() => {
                Err(self.fail(&format!("Unknown escape sequence \\{other}"), at))
            }
            // Any other character after a backslash stands for itself.
            other => Ok(Escape::Unit(other as u32)),
        }
    }

    /// Up to `digits` more digits in `radix` after `value`.
    fn number(
        &mut self,
        radix: u32,
        digits: usize,
        mut value: u32,
        at: usize,
    ) -> Result<u32, String> {
        for _ in 0..digits {
            match self.peek().and_then(|character| character.to_digit(radix)) {
                Some(digit) => {
                    value = value * radix + digit;
                    self.position += 1;
                }
                None => break,
            }
        }
        self.check_code(value, at)
    }

    /// `{digits}` after `\x` or `\o`.
    fn braced(&mut self, radix: u32, at: usize) -> Result<u32, String> {
        if !self.eat('{') {
            return Err(self.fail("\\o must be followed by {", at));
        }
        let mut value: u32 = 0;
        let mut any = false;
        while let Some(digit) = self.peek().and_then(|character| character.to_digit(radix)) {
            value = value.saturating_mul(radix).saturating_add(digit);
            any = true;
            self.position += 1;
        }
        if !any || !self.eat('}') {
            return Err(self.fail("Malformed number in braces after \\x or \\o", at));
        }
        self.check_code(value, at)
    }

    fn check_code(&self, value: u32, at: usize) -> Result<u32, String> {
        if !self.flags.utf && value > 0xFF {
            return Err(self.fail("Character values above 0xff need the u modifier", at));
        }
        if value > MAX_CODE_POINT {
            return Err(self.fail("Character value is above 0x10ffff", at));
        }
        if self.flags.utf && (0xD800..=0xDFFF).contains(&value) {
            return Err(self.fail(
                "Surrogate code points are not allowed with the u modifier",
                at,
            ));
        }
        Ok(value)
    }

    /// A character class; the bracket is the next character. Returns the characters it
    /// certainly matches (see [`Approx`]).
    fn class(&mut self) -> Result<CharSet, String> {
        let open = self.offset();
        self.position += 1;
        let negated = self.eat('^');
        let mut approx = Approx::empty();
        let mut unfolded = Approx::empty();
        let mut first = true;
        loop {
            let Some(character) = self.peek() else {
                return Err(self.fail("Missing terminating ] for character class", open));
            };
            if character == ']' && !first {
                self.position += 1;
                break;
            }
            first = false;
            let item_offset = self.offset();
            match self.class_item()? {
                ClassItem::Unit(low) => {
                    let mut high = low;
                    if self.peek() == Some('-') && self.peek_at(1).is_some_and(|next| next != ']') {
                        self.position += 1;
                        let high_offset = self.offset();
                        match self.class_item()? {
                            ClassItem::Unit(unit) => high = unit,
                            _ => {
                                return Err(
                                    self.fail("Invalid range in character class", high_offset)
                                );
                            }
                        }
                        if high < low {
                            return Err(
                                self.fail("Range out of order in character class", item_offset)
                            );
                        }
                    }
                    approx = approx.union(&Approx::exact(CharSet::of(&[(low, high)])));
                }
                ClassItem::Set(_) | ClassItem::Unfolded(_)
                    if self.peek() == Some('-')
                        && self.peek_at(1).is_some_and(|next| next != ']') =>
                {
                    return Err(self.fail("Invalid range in character class", self.offset()));
                }
                ClassItem::Set(set) => approx = approx.union(&set),
                ClassItem::Unfolded(set) => unfolded = unfolded.union(&set),
                ClassItem::Units(units) => {
                    for unit in units {
                        approx = approx.union(&Approx::exact(CharSet::single(unit)));
                    }
                }
                ClassItem::Nothing => {}
            }
        }
        let utf = self.flags.utf;
        if self.flags.caseless {
            approx = approx.caseless(utf);
        }
        let approx = approx.union(&unfolded);
        Ok(if negated {
            approx.negate(utf).certain
        } else {
            approx.certain
        })
    }

    fn class_item(&mut self) -> Result<ClassItem, String> {
        let at = self.offset();
        match self.peek() {
            Some('[') if matches!(self.peek_at(1), Some(':' | '.' | '=')) => {
                if let Some((name, length)) = self.posix_name() {
                    let delimiter = self.peek_at(1);
                    self.position += length;
                    if delimiter != Some(':') {
                        return Err(self.fail("POSIX collating elements are not supported", at));
                    }
                    let (negated, name) = match name.strip_prefix('^') {
                        Some(name) => (true, name.to_owned()),
                        None => (false, name),
                    };
                    let Some(kind) = posix_class(&name) else {
                        return Err(self.fail("Unknown POSIX class name", at));
                    };
                    let (caseless, utf) = (self.flags.caseless, self.flags.utf);
                    // Without UCP, `i` makes [:upper:] and [:lower:] both [:alpha:] (and their
                    // negations [:^alpha:]); with UCP they are properties, which `i` leaves as
                    // they are (preg_match('/[[:upper:]]/iu', 'a') is 0).
                    let kind = if caseless
                        && !utf
                        && matches!(kind, ClassKind::Upper | ClassKind::Lower)
                    {
                        ClassKind::Alpha
                    } else {
                        kind
                    };
                    let approx = class(kind, utf);
                    let approx = if negated { approx.negate(utf) } else { approx };
                    return Ok(if caseless && utf {
                        ClassItem::Unfolded(approx)
                    } else {
                        ClassItem::Set(approx)
                    });
                }
                self.position += 1;
                Ok(ClassItem::Unit(u32::from(b'[')))
            }
            Some('\\') => Ok(match self.escape(true)? {
                Escape::Unit(unit) => ClassItem::Unit(unit),
                Escape::Class(approx) => ClassItem::Set(approx),
                Escape::Quote => ClassItem::Units(self.quoted()),
                Escape::EndQuote => ClassItem::Nothing,
                Escape::Assertion(_) | Escape::Newline | Escape::NotNewline => {
                    return Err(
                        self.fail("Escape sequence is not allowed in a character class", at)
                    );
                }
            }),
            Some(character) => {
                self.position += 1;
                Ok(ClassItem::Unit(character as u32))
            }
            None => Err(self.fail("Missing terminating ] for character class", at)),
        }
    }

    /// `[:name:]` (or `[.name.]`, `[=name=]`) at the current position: the name and the length
    /// of the whole item.
    fn posix_name(&self) -> Option<(String, usize)> {
        let delimiter = self.peek_at(1)?;
        let mut name = String::new();
        let mut length = 2;
        while let Some(character) = self.peek_at(length) {
            if character == delimiter && self.peek_at(length + 1) == Some(']') {
                return Some((name, length + 2));
            }
            if !(character.is_ascii_alphabetic() || (character == '^' && name.is_empty())) {
                return None;
            }
            name.push(character);
            length += 1;
        }
        None
    }
}

/// What `x` ignores: PCRE2's white space in patterns.
fn is_pattern_space(character: char) -> bool {
    matches!(
        character,
        '\t' | '\n'
            | '\x0B'
            | '\x0C'
            | '\r'
            | ' '
            | '\u{85}'
            | '\u{200E}'
            | '\u{200F}'
            | '\u{2028}'
            | '\u{2029}'
    )
}
