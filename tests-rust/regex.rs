//! Strings from PHP regular expressions (proposal 5.3, fromRegularExpression). There is no PHP
//! here: generated strings are checked with the `regex` crate against a translation of each PCRE
//! pattern to Rust syntax, anchored at both ends (PHP-side preg_match checks come separately).

mod support;

use pbt::engine::{ChoiceSource, Phase, TestFunction};
use pbt::generators::draw;
use pbt::generators::regex::RegexStrings;
use pbt::model::{FailureKey, Status, Stop, TestRun};
use pbt::runner::{Settings, Verdict, check};
use support::bytes;

fn generator(expression: &str) -> RegexStrings {
    RegexStrings::new(expression).unwrap_or_else(|message| panic!("{expression}: {message}"))
}

/// The values of `count` random examples that were not rejected.
fn values(generator: &RegexStrings, count: u64) -> Vec<Vec<u8>> {
    (0..count)
        .filter_map(|seed| {
            draw(generator, &mut ChoiceSource::random(seed))
                .ok()
                .map(|value| bytes(&value).to_vec())
        })
        .collect()
}

fn simplest(expression: &str) -> String {
    let value = draw(&generator(expression), &mut ChoiceSource::replay(vec![]))
        .expect("the simplest value");
    String::from_utf8(bytes(&value).to_vec()).expect("UTF-8")
}

/// A matcher for what PCRE matches as a whole: `rust` (the pattern in Rust syntax, or the PHP
/// pattern itself when it means the same) under the modifiers of `php`.
struct Matcher {
    utf: bool,
    text: regex::Regex,
    bytes: regex::bytes::Regex,
}

impl Matcher {
    fn new(php: &str, rust: Option<&str>) -> Matcher {
        Matcher::try_new(php, rust).unwrap_or_else(|error| panic!("{php}: {error}"))
    }

    fn try_new(php: &str, rust: Option<&str>) -> Result<Matcher, regex::Error> {
        let opening = php.chars().next().unwrap();
        let closing = match opening {
            '{' => '}',
            '(' => ')',
            '[' => ']',
            '<' => '>',
            other => other,
        };
        let end = php.rfind(closing).unwrap();
        let body = rust.unwrap_or(&php[1..end]);
        let modifiers = &php[end + 1..];
        let utf = modifiers.contains('u');
        let flags: String = modifiers
            .chars()
            .filter(|modifier| "imsx".contains(*modifier))
            .collect();
        let flags = if utf { flags } else { format!("{flags}-u") };
        let flags = if flags.is_empty() {
            String::new()
        } else {
            format!("(?{flags})")
        };
        let pattern = format!("{flags}\\A(?:{body})\\z");
        Ok(Matcher {
            utf,
            text: regex::Regex::new(if utf { &pattern } else { "" })?,
            bytes: regex::bytes::Regex::new(if utf { "" } else { &pattern })?,
        })
    }

    fn matches(&self, value: &[u8]) -> bool {
        if self.utf {
            std::str::from_utf8(value).is_ok_and(|text| self.text.is_match(text))
        } else {
            self.bytes.is_match(value)
        }
    }
}

/// Each PHP expression, and its pattern in Rust syntax where that differs.
const CASES: &[(&str, Option<&str>)] = &[
    ("/[a-z]+\\d{2}/", None),
    ("/foo|bar/", None),
    ("/^[a-z]+\\d{2,4}$/i", None),
    ("#foo|bar#", None),
    ("~x~u", None),
    ("/a.b/", None),
    ("/a.b/s", None),
    ("/a.b/u", None),
    ("/.+/su", None),
    ("/[^abc]+/", None),
    ("/[^abc]+/u", None),
    ("/\\w+@\\w+\\.com/", None),
    ("/\\W\\D\\S/", None),
    ("/\\W\\D\\S\\w\\d\\s/u", None),
    ("/\\w+\\d+[\\w-]+/u", None),
    ("/\\S+\\s/u", None),
    ("/[^\\W\\d]+/u", None),
    (
        "/[[:alpha:]][[:digit:]]+[[:^space:]][[:punct:][:upper:]]{3}/",
        None,
    ),
    ("/[[:alpha:]]+/u", Some("\\p{L}+")),
    ("/[[:^alpha:]]+/u", Some("\\P{L}+")),
    ("/(?:ab|cd)*e?/", None),
    (
        "/(?<year>\\d{4})-(?P<month>\\d\\d)-(?'day'\\d\\d)/",
        Some("(?<year>\\d{4})-(?P<month>\\d\\d)-(\\d\\d)"),
    ),
    ("/a{3}b{2,}c{1,3}d{0}/", None),
    ("/a*?b+?c??\\d{2,4}?x/U", None),
    ("/\\d++[a-z]/", Some("\\d+[a-z]")),
    ("/[a-c]*+[c-e]/", Some("[a-c]*[d-e]")),
    ("/(?:ab)++a?/", Some("(?:ab)+")),
    ("/a{2}+b/", Some("a{2}b")),
    ("/\\x41\\x{263A}\\t\\n\\x7/u", Some("A\\x{263A}\\t\\n\\x07")),
    ("/\\x41\\xff\\xC3\\xA9/", Some("A\\xff\\xC3\\xA9")),
    ("/é+/", Some("\\xC3\\xA9+")),
    ("/[é]/", Some("[\\xC3\\xA9]")),
    ("/é+/u", None),
    ("/[\\x00-\\x{10FFFF}]{5}/u", None),
    ("/ a b # comment\n c (?# inline ) d/x", Some("abcd")),
    ("/^line$\\n^next$/m", None),
    ("/\\Aab\\z/", None),
    ("/ab$/D", None),
    ("/ab$/", None),
    ("/[\\d\\s_-]+/", None),
    ("/[\\\\\\]\\-^]+/", None),
    ("/caf\\x{e9}/iu", None),
    ("/[a-z]+/iu", None),
    ("/[^a-z]+/iu", None),
    ("/[^a-z]+/i", None),
    ("/[a-z]+[[:upper:]]/i", Some("[a-z]+[a-z]")),
    (
        "/\\h\\v\\R/",
        Some("[\\t \\xA0][\\n\\x0B\\x0C\\r\\x85](?:\\r\\n|\\n|\\x0B|\\x0C|\\r|\\x85)"),
    ),
    (
        "/\\h\\v\\R\\H\\V/u",
        Some(concat!(
            "[\\t \\x{A0}\\x{1680}\\x{180E}\\x{2000}-\\x{200A}\\x{202F}\\x{205F}\\x{3000}]",
            "[\\n\\x0B\\x0C\\r\\x{85}\\x{2028}\\x{2029}]",
            "(?:\\r\\n|[\\n\\x0B\\x0C\\r\\x{85}\\x{2028}\\x{2029}])",
            "[^\\t \\x{A0}\\x{1680}\\x{180E}\\x{2000}-\\x{200A}\\x{202F}\\x{205F}\\x{3000}]",
            "[^\\n\\x0B\\x0C\\r\\x{85}\\x{2028}\\x{2029}]"
        )),
    ),
    (
        "/\\R\\n/",
        Some("(?:\\r\\n|\\n|\\x0B|\\x0C|\\r\\n|\\x85)\\n"),
    ),
    ("/(a|b|)+c/", None),
    ("/x{0,2000}/", Some("x{0,1000}")),
    ("/\\Qa.b*c\\E+/", Some("a\\.b\\*c+")),
    (
        "/\\e\\a\\f\\cA\\0\\012\\o{101}[\\b]/",
        Some("\\x1B\\x07\\x0C\\x01\\x00\\n\\x41\\x08"),
    ),
    ("{a{2}}", Some("a{2}")),
    ("/a|^b|c$/", None),
    ("/(^|x)y/", None),
    ("/[]a]+/", Some("[\\]a]+")),
    ("/(?|(a)|(b))\\d/", Some("(?:(a)|(b))\\d")),
    ("/[a-f\\x{1F600}-\\x{1F64F}]+/u", None),
    ("/\\N+/", Some("[^\\n]+")),
    (
        "/\\/path\\/[a-z0-9_-]+\\.php/",
        Some("/path/[a-z0-9_-]+\\.php"),
    ),
    ("/(?:(?:a|b)*c)+/", None),
    ("/[\\w.+-]+@[a-z\\d-]+(?:\\.[a-z\\d-]+)*\\.[a-z]+/i", None),
];

/// The cases that match one string only.
const FIXED: &[&str] = &[
    "~x~u",
    "/\\Aab\\z/",
    "/ab$/D",
    "/ab$/",
    "/a{2}+b/",
    "/\\x41\\x{263A}\\t\\n\\x7/u",
    "/\\x41\\xff\\xC3\\xA9/",
    "/ a b # comment\n c (?# inline ) d/x",
    "/^line$\\n^next$/m",
    "/\\e\\a\\f\\cA\\0\\012\\o{101}[\\b]/",
    "{a{2}}",
];

#[test]
fn every_generated_string_matches_as_a_whole() {
    for (php, rust) in CASES {
        let matcher = Matcher::new(php, *rust);
        let generated = values(&generator(php), 2000);
        assert!(
            generated.len() >= 1000,
            "{php}: only {} of 2000 values were generated",
            generated.len()
        );
        for value in &generated {
            assert!(
                matcher.matches(value),
                "{php} generated {:?}, which does not match",
                String::from_utf8_lossy(value)
            );
        }
        let distinct: std::collections::BTreeSet<_> = generated.iter().collect();
        assert!(
            distinct.len() > 1 || FIXED.contains(php),
            "{php}: one value only"
        );
    }
}

#[test]
fn utf8_expressions_generate_multibyte_characters() {
    let generated = values(&generator("/.{1,10}/u"), 500);
    let multibyte = generated
        .iter()
        .filter(|value| value.iter().any(|byte| *byte >= 0x80))
        .count();
    assert!(
        multibyte > 100,
        "only {multibyte} of 500 strings had a multibyte character"
    );
    assert!(
        generated
            .iter()
            .all(|value| std::str::from_utf8(value).is_ok())
    );
}

#[test]
fn simplest_values() {
    assert_eq!(simplest("/[a-z]+\\d{2}/"), "a00");
    assert_eq!(simplest("/foo|bar/"), "foo");
    assert_eq!(simplest("/(?:ab|cd)*e?/"), "");
    assert_eq!(simplest("/[^abc]/"), "d");
    assert_eq!(simplest("/[A-Z]/"), "A");
    assert_eq!(simplest("/FOO/i"), "foo");
    assert_eq!(simplest("/\\d+\\.\\d{2}/"), "0.00");
    assert_eq!(simplest("/[!-\\/]/"), "!");
    assert_eq!(simplest("/\\s\\w./u"), " aa");
    assert_eq!(simplest("/x*+y/"), "y");
    assert_eq!(
        simplest("/^(?:https?:\\/\\/)?[a-z]+\\.(?:com|org)$/"),
        "a.com"
    );
    assert_eq!(simplest("/[\\x{263A}-\\x{263C}]/u"), "\u{263A}");
}

/// A property that fails for strings with a digit is shrunk to a single `0`: repetitions are
/// deleted and characters lowered towards the simplest one.
#[test]
fn counterexamples_shrink_to_the_fewest_repetitions() {
    struct Property(RegexStrings);
    impl TestFunction for Property {
        fn run(&mut self, mut source: ChoiceSource, _phase: Phase) -> TestRun {
            let status = match draw(&self.0, &mut source) {
                Ok(value) if bytes(&value).iter().any(u8::is_ascii_digit) => {
                    Status::Falsified(FailureKey("AssertionFailedError at Test.php:1".to_owned()))
                }
                Ok(_) => Status::Passed,
                Err(stop) => Status::from(stop),
            };
            TestRun::new(source.finish(), status)
        }
    }
    let mut property = Property(generator("/(?:[a-z]|\\d)+(?:-[a-z\\d]+)*/"));
    for seed in 0..10 {
        let report = check(&mut property, seed, &Settings::default());
        let Verdict::Falsified(falsification) = report.verdict else {
            panic!("seed {seed}: {:?}", report.verdict)
        };
        let minimal = draw(
            &property.0,
            &mut ChoiceSource::replay(falsification.minimal),
        )
        .map(|value| bytes(&value).to_vec())
        .map_err(|_: Stop| ());
        assert_eq!(minimal, Ok(b"0".to_vec()), "seed {seed}");
    }
}

#[test]
fn unsupported_constructs_are_errors_that_say_what_and_where() {
    let cases = [
        (
            "/(?=a)b/",
            "Lookahead assertions are not supported (at offset 1 of \"/(?=a)b/\")",
        ),
        (
            "/a(?!b)/",
            "Lookahead assertions are not supported (at offset 2 of \"/a(?!b)/\")",
        ),
        (
            "/(?<=a)b/",
            "Lookbehind assertions are not supported (at offset 1 of \"/(?<=a)b/\")",
        ),
        (
            "/(?<!a)b/",
            "Lookbehind assertions are not supported (at offset 1 of \"/(?<!a)b/\")",
        ),
        (
            "/(a)\\1/",
            "Backreferences are not supported (at offset 4 of \"/(a)\\1/\")",
        ),
        (
            "/(?<n>a)\\k<n>/",
            "Backreferences are not supported (at offset 8 of \"/(?<n>a)\\k<n>/\")",
        ),
        (
            "/(?P<n>a)(?P=n)/",
            "Backreferences are not supported (at offset 9 of \"/(?P<n>a)(?P=n)/\")",
        ),
        (
            "/(a)\\g{1}/",
            "Backreferences are not supported (at offset 4 of \"/(a)\\g{1}/\")",
        ),
        (
            "/a(?R)?/",
            "Recursion and subroutine calls are not supported (at offset 2 of \"/a(?R)?/\")",
        ),
        (
            "/(a)(?1)/",
            "Recursion and subroutine calls are not supported (at offset 4 of \"/(a)(?1)/\")",
        ),
        (
            "/(?<n>a)(?&n)/",
            "Recursion and subroutine calls are not supported (at offset 8 of \"/(?<n>a)(?&n)/\")",
        ),
        (
            "/(a)\\g<1>/",
            "Recursion and subroutine calls are not supported (at offset 4 of \"/(a)\\g<1>/\")",
        ),
        (
            "/(?(1)a|b)/",
            "Conditional subpatterns are not supported (at offset 1 of \"/(?(1)a|b)/\")",
        ),
        (
            "/(?i)a/",
            "Inline options are not supported (at offset 1 of \"/(?i)a/\")",
        ),
        (
            "/x(?i:a)/",
            "Inline options are not supported (at offset 2 of \"/x(?i:a)/\")",
        ),
        (
            "/(?-s)a/",
            "Inline options are not supported (at offset 1 of \"/(?-s)a/\")",
        ),
        (
            "/\\p{Lu}/u",
            "Unicode properties are not supported (at offset 1 of \"/\\p{Lu}/u\")",
        ),
        (
            "/a\\P{L}/",
            "Unicode properties are not supported (at offset 2 of \"/a\\P{L}/\")",
        ),
        (
            "/\\X/u",
            "Unicode properties are not supported (at offset 1 of \"/\\X/u\")",
        ),
        (
            "/[\\pL]/u",
            "Unicode properties are not supported (at offset 2 of \"/[\\pL]/u\")",
        ),
        (
            "/\\bword\\b/",
            "Word boundary assertions are not supported (at offset 1 of \"/\\bword\\b/\")",
        ),
        (
            "/(?>a+)b/",
            "Atomic groups are not supported (at offset 1 of \"/(?>a+)b/\")",
        ),
        (
            "/(*UTF)a/",
            "Backtracking control verbs and (*...) options are not supported (at offset 1 of \"/(*UTF)a/\")",
        ),
        (
            "/(?:a|bc)++/",
            "Possessive quantifiers are only supported on characters and strings of fixed characters (at offset 9 of \"/(?:a|bc)++/\")",
        ),
        (
            "/a\\Kb/",
            "Resetting the start of the match with \\K is not supported (at offset 2 of \"/a\\Kb/\")",
        ),
    ];
    for (expression, message) in cases {
        assert_eq!(
            RegexStrings::new(expression).err().as_deref(),
            Some(message),
            "{expression}"
        );
    }
}

#[test]
fn invalid_expressions_are_errors() {
    let cases = [
        (
            "abc",
            "Delimiter must not be alphanumeric, backslash, or NUL (at offset 0 of \"abc\")",
        ),
        ("", "Empty regular expression (at offset 0 of \"\")"),
        (
            "/abc",
            "No ending delimiter '/' found (at offset 0 of \"/abc\")",
        ),
        (
            "(abc",
            "No ending matching delimiter ')' found (at offset 0 of \"(abc\")",
        ),
        ("/a/q", "Unknown modifier 'q' (at offset 3 of \"/a/q\")"),
        // A NUL byte cannot be part of a PHP exception's message: control characters are escaped.
        (
            "\0a\0",
            "Delimiter must not be alphanumeric, backslash, or NUL (at offset 0 of \"\\x00a\\x00\")",
        ),
        (
            "/a/\0",
            "Unknown modifier '\\x00' (at offset 3 of \"/a/\\x00\")",
        ),
        (
            "/a\n(/",
            "Missing closing parenthesis (at offset 3 of \"/a\\x0A(/\")",
        ),
        (
            "/a**/",
            "Quantifier does not follow a repeatable item (at offset 3 of \"/a**/\")",
        ),
        (
            "/*a/",
            "Quantifier does not follow a repeatable item (at offset 1 of \"/*a/\")",
        ),
        (
            "/^*/",
            "Quantifier does not follow a repeatable item (at offset 2 of \"/^*/\")",
        ),
        (
            "/(a/",
            "Missing closing parenthesis (at offset 1 of \"/(a/\")",
        ),
        (
            "/a)/",
            "Unmatched closing parenthesis (at offset 2 of \"/a)/\")",
        ),
        (
            "/[a/",
            "Missing terminating ] for character class (at offset 1 of \"/[a/\")",
        ),
        (
            "/a{3,2}/",
            "Numbers out of order in {} quantifier (at offset 2 of \"/a{3,2}/\")",
        ),
        (
            "/a{2000}/",
            "Repetition counts above 1000 are not supported (at offset 2 of \"/a{2000}/\")",
        ),
        (
            "/a{,3}/",
            "Quantifiers with spaces or without a minimum, such as {,n}, are read differently by PCRE2 versions; write {0,n} (at offset 2 of \"/a{,3}/\")",
        ),
        (
            "/[z-a]/",
            "Range out of order in character class (at offset 2 of \"/[z-a]/\")",
        ),
        (
            "/[a-\\d]/",
            "Invalid range in character class (at offset 4 of \"/[a-\\d]/\")",
        ),
        (
            "/[[:alfa:]]/",
            "Unknown POSIX class name (at offset 2 of \"/[[:alfa:]]/\")",
        ),
        (
            "/\\x{100}/",
            "Character values above 0xff need the u modifier (at offset 1 of \"/\\x{100}/\")",
        ),
        (
            "/\\x{D800}/u",
            "Surrogate code points are not allowed with the u modifier (at offset 1 of \"/\\x{D800}/u\")",
        ),
        (
            "/\\i/",
            "Unknown escape sequence \\i (at offset 1 of \"/\\i/\")",
        ),
        (
            "/a\\/",
            "No ending delimiter '/' found (at offset 0 of \"/a\\/\")",
        ),
        (
            "/(?<1a>x)/",
            "Invalid group name (at offset 1 of \"/(?<1a>x)/\")",
        ),
        (
            "/((((a{1000}){1000}){1000}))/",
            "The expression only matches strings longer than 65536 characters (at offset 0 of \"/((((a{1000}){1000}){1000}))/\")",
        ),
    ];
    for (expression, message) in cases {
        assert_eq!(
            RegexStrings::new(expression).err().as_deref(),
            Some(message),
            "{expression}"
        );
    }
    let deep = format!("/{}a{}/", "(".repeat(150), ")".repeat(150));
    assert!(
        RegexStrings::new(&deep)
            .err()
            .unwrap()
            .starts_with("Groups nested more than 100 deep are not supported")
    );
}

/// Expressions that cannot match (or only with unlikely choices) reject examples rather than
/// generate strings that do not match.
#[test]
fn impossible_paths_are_rejected() {
    for expression in [
        "/a^b/",
        "/a$b/D",
        "/\\d++\\d/",
        "/a\\zb/",
        "/[^\\x00-\\xff]/",
    ] {
        assert!(
            values(&generator(expression), 200).is_empty(),
            "{expression}"
        );
    }
    assert!(
        values(&generator("/((){1000}){1000}/"), 5)
            .iter()
            .all(Vec::is_empty)
    );
}

/// A small pseudo-random sequence, so that the tests need no random number crate.
struct Lcg(u64);

impl Lcg {
    fn next(&mut self, below: usize) -> usize {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        ((self.0 >> 33) % below as u64) as usize
    }

    fn pick<'a>(&mut self, items: &[&'a str]) -> &'a str {
        items[self.next(items.len())]
    }
}

#[test]
fn garbage_never_panics() {
    let pieces = [
        "(",
        ")",
        "[",
        "]",
        "{",
        "}",
        "|",
        "*",
        "+",
        "?",
        ".",
        "^",
        "$",
        "\\",
        "-",
        ":",
        "=",
        "!",
        "<",
        ">",
        "#",
        ",",
        "'",
        "&",
        "0",
        "1",
        "2",
        "9",
        "a",
        "b",
        "x",
        "P",
        "R",
        "k",
        "g",
        "Q",
        "E",
        "u",
        "c",
        " ",
        "\n",
        "é",
        "☺",
        "{2}",
        "{1,3}",
        "{,",
        "(?",
        "(?<",
        "[:",
        ":]",
        "[^",
        "\\x{",
        "\\d",
        "\\w",
        "\\p",
        "\\Q",
        "\\E",
        "(*",
        "\\x{10FFFF}",
        "\\x{D7FF}",
        "\\x{E000}",
        "\\xff",
        "(?#",
        "\\R",
        "\\N",
        "++",
        "{1000}",
        "[[:alpha:]]",
        "\\",
        "\\z",
        "\\Z",
        "\\A",
    ];
    let mut random = Lcg(1);
    for _ in 0..30_000 {
        let mut expression = String::from(["/", "#", "{", "(", "~", " /", "a", ""][random.next(8)]);
        for _ in 0..random.next(16) {
            expression.push_str(random.pick(&pieces));
        }
        expression.push_str(["/", "#", "}", ")", "~", ""][random.next(6)]);
        for _ in 0..random.next(3) {
            expression.push_str(["i", "m", "s", "x", "u", "D", "U", "z", " "][random.next(9)]);
        }
        if let Ok(generator) = RegexStrings::new(&expression) {
            for seed in 0..3 {
                let _ = draw(&generator, &mut ChoiceSource::random(seed));
            }
        }
    }
}

/// Random expressions out of pieces that PCRE and the regex crate read alike: whenever both
/// accept one, every generated string must match it.
#[test]
fn random_expressions_match_as_the_regex_crate_reads_them() {
    let pieces = [
        "a",
        "b",
        "c",
        "1",
        ".",
        ",",
        "-",
        "(",
        ")",
        "(?:",
        "|",
        "|",
        "*",
        "+",
        "?",
        "*?",
        "{2}",
        "{1,3}",
        "{2,}",
        "^",
        "$",
        "\\d",
        "\\w",
        "\\s",
        "\\D",
        "\\W",
        "\\S",
        "\\.",
        "[abc]",
        "[^a]",
        "[a-c1]",
        "[^\\d]",
        "[\\w.]",
        "[-a]",
        "[^\\s\\w]",
        "\\A",
        "\\z",
        "\\x41",
        "[\\x{D7FF}-\\x{E000}]",
        "\\n",
        "[^\\n]",
        "(?:a|bc)",
    ];
    let mut random = Lcg(7);
    let mut compared = 0;
    for _ in 0..4_000 {
        let body: String = (0..1 + random.next(10))
            .map(|_| random.pick(&pieces))
            .collect();
        // `D`: the regex crate's `$` matches only at the very end.
        let modifiers = ["D", "Di", "Ds", "Dm", "Du", "Diu", "Dsu"][random.next(7)];
        let expression = format!("/{body}/{modifiers}");
        let Ok(generator) = RegexStrings::new(&expression) else {
            continue;
        };
        let Ok(matcher) = Matcher::try_new(&expression, None) else {
            continue;
        };
        compared += 1;
        for value in values(&generator, 40) {
            assert!(
                matcher.matches(&value),
                "{expression} generated {:?}, which does not match",
                String::from_utf8_lossy(&value)
            );
        }
    }
    assert!(compared > 1000, "only {compared} expressions were compared");
}

/// Under `iu`, PCRE2 folds K and k with U+212A KELVIN SIGN, S and s with U+017F LATIN SMALL
/// LETTER LONG S: a negated class that contains the sign excludes the ASCII letters too (found by
/// the fuzz target regex_strings; checked with preg_match).
#[test]
fn caseless_negated_classes_exclude_ascii_letters_that_fold_to_their_characters() {
    for (expression, excluded) in [
        ("/[^\\x{212A}]/iu", "Kk"),
        ("/[^\\x{17F}]/iu", "Ss"),
        ("/[^\\x{1C5}-\\x{10B2B2}]+/iu", "Kk"),
    ] {
        for value in values(&generator(expression), 3000) {
            let text = String::from_utf8(value).expect("UTF-8");
            assert!(
                !text.contains(|c| excluded.contains(c)),
                "{expression} generated {text:?}, which PCRE2 does not match"
            );
        }
    }
}

/// Without `u`, PCRE2 reads `[:upper:]` and `[:lower:]` under `i` as `[:alpha:]` and their
/// negations as `[:^alpha:]`; with `u` (PCRE2_UCP) they are the properties Lu and Ll, which `i`
/// does not fold. Checked with preg_match; found by the fuzz target regex_strings.
#[test]
fn posix_case_classes_under_caseless_match_as_pcre2_reads_them() {
    let letter = |text: &str| text.bytes().all(|byte| byte.is_ascii_alphabetic());
    let no_letter = |text: &str| !text.bytes().any(|byte| byte.is_ascii_alphabetic());
    let upper = |text: &str| text.chars().all(char::is_uppercase);
    let lower = |text: &str| text.chars().all(char::is_lowercase);
    let not_upper = |text: &str| !text.chars().any(char::is_uppercase);
    type Check<'a> = &'a dyn Fn(&str) -> bool;
    let cases: [(&str, Check); 8] = [
        ("/[[:^lower:]]+/i", &no_letter),
        ("/[[:^upper:]]+/i", &no_letter),
        ("/[^[:lower:]]+/i", &no_letter),
        ("/[[:upper:]]+/i", &letter),
        ("/[[:upper:]]+/iu", &upper),
        ("/[[:lower:]]+/iu", &lower),
        ("/[^[:upper:]]+/iu", &not_upper),
        ("/[[:^lower:]]+/iu", &|text: &str| {
            !text.chars().any(char::is_lowercase)
        }),
    ];
    for (expression, allowed) in cases {
        for value in values(&generator(expression), 2000) {
            let text = String::from_utf8_lossy(&value);
            assert!(
                allowed(&text),
                "{expression} generated {text:?}, which PCRE2 does not match"
            );
        }
    }
    // Letters that the class does not contain are still folded in: [[:^lower:]a] matches A.
    assert!(values(&generator("/[[:^lower:]a]/i"), 2000).contains(&b"A".to_vec()));
}
