//! The PHPDoc type parser and the doc-comment tag finder, from the outside.

use pbt::types::{
    Literal, MAX_DEPTH, ShapeItem, ShapeKey, Type, param_type_from_doc_comment, parse_type,
};

fn parse(input: &str) -> Type {
    parse_type(input).unwrap_or_else(|e| panic!("{input:?} should parse: {e}"))
}

/// Each input parses to its type; a failure names the input.
fn assert_parses(cases: &[(&str, Type)]) {
    for (input, expected) in cases {
        assert_eq!(&parse(input), expected, "the type {input:?}");
    }
}

fn error(input: &str) -> String {
    match parse_type(input) {
        Ok(t) => panic!("{input:?} should not parse, got {t:?}"),
        Err(e) => e.to_string(),
    }
}

fn int(min: Option<i64>, max: Option<i64>) -> Type {
    Type::Int { min, max }
}

fn string(non_empty: bool, numeric: bool, lowercase: bool) -> Type {
    Type::String {
        non_empty,
        numeric,
        lowercase,
    }
}

fn named(name: &str) -> Type {
    Type::Named {
        name: name.to_owned(),
        arguments: vec![],
    }
}

fn list(element: Type) -> Type {
    Type::List {
        element: Box::new(element),
        non_empty: false,
    }
}

fn array(key: Option<Type>, value: Type) -> Type {
    Type::Array {
        key: key.map(Box::new),
        value: Box::new(value),
        non_empty: false,
    }
}

fn item(key: &str, optional: bool, value: Type) -> ShapeItem {
    ShapeItem {
        key: ShapeKey::Name(key.to_owned()),
        optional,
        value,
    }
}

fn at(index: i64, value: Type) -> ShapeItem {
    ShapeItem {
        key: ShapeKey::Int(index),
        optional: false,
        value,
    }
}

fn lit_int(n: i64) -> Type {
    Type::Literal(Literal::Int(n))
}

fn lit_str(s: &str) -> Type {
    Type::Literal(Literal::String(s.to_owned()))
}

fn constant(class: &str, constant: &str) -> Type {
    Type::ClassConstant {
        class: class.to_owned(),
        constant: constant.to_owned(),
    }
}

// ----------------------------------------------------------------------------------------
// Scalars and their refinements

#[test]
fn scalar_keywords_and_synonyms() {
    assert_parses(&[
        ("int", int(None, None)),
        ("integer", int(None, None)),
        ("float", Type::Float),
        ("double", Type::Float),
        ("bool", Type::Bool),
        ("boolean", Type::Bool),
        ("string", string(false, false, false)),
        ("null", Type::Null),
        ("mixed", Type::Mixed),
        ("array-key", Type::ArrayKey),
        ("scalar", Type::Scalar),
        ("true", Type::Literal(Literal::True)),
        ("false", Type::Literal(Literal::False)),
    ]);
}

#[test]
fn keywords_are_case_insensitive() {
    assert_parses(&[
        ("Int", int(None, None)),
        ("INTEGER", int(None, None)),
        ("Non-Empty-String", string(true, false, false)),
        ("NULL", Type::Null),
        ("TRUE", Type::Literal(Literal::True)),
        ("Int<0, Max>", int(Some(0), None)),
        ("List<INT>", list(int(None, None))),
    ]);
}

#[test]
fn integer_pseudo_types() {
    assert_parses(&[
        ("positive-int", int(Some(1), None)),
        ("negative-int", int(None, Some(-1))),
        ("non-negative-int", int(Some(0), None)),
        ("non-positive-int", int(None, Some(0))),
        ("non-zero-int", Type::NonZeroInt),
    ]);
}

#[test]
fn integer_ranges() {
    assert_parses(&[
        ("int<0, 100>", int(Some(0), Some(100))),
        ("int<0, max>", int(Some(0), None)),
        ("int<min, -1>", int(None, Some(-1))),
        ("int<-5, 5>", int(Some(-5), Some(5))),
        ("int<min, max>", int(None, None)),
        ("int<5, 5>", int(Some(5), Some(5))),
        ("int< 0 ,\n 0x10 >", int(Some(0), Some(16))),
        ("int<1_000, 1_000_000>", int(Some(1_000), Some(1_000_000))),
        (
            "int<-9223372036854775808, 9223372036854775807>",
            int(Some(i64::MIN), Some(i64::MAX)),
        ),
        // `max` as the lower bound is PHP_INT_MAX, `min` as the upper one PHP_INT_MIN.
        ("int<max, max>", int(Some(i64::MAX), None)),
        ("int<min, min>", int(None, Some(i64::MIN))),
    ]);
}

#[test]
fn string_pseudo_types() {
    assert_parses(&[
        ("non-empty-string", string(true, false, false)),
        ("numeric-string", string(false, true, false)),
        ("lowercase-string", string(false, false, true)),
        ("non-empty-lowercase-string", string(true, false, true)),
    ]);
}

// ----------------------------------------------------------------------------------------
// Arrays and lists

#[test]
fn lists() {
    assert_parses(&[
        ("list", list(Type::Mixed)),
        ("list<int>", list(int(None, None))),
        (
            "non-empty-list<string>",
            Type::List {
                element: Box::new(string(false, false, false)),
                non_empty: true,
            },
        ),
        (
            "non-empty-list",
            Type::List {
                element: Box::new(Type::Mixed),
                non_empty: true,
            },
        ),
        ("list<list<int>>", list(list(int(None, None)))),
    ]);
}

#[test]
fn arrays() {
    assert_parses(&[
        ("array", array(None, Type::Mixed)),
        ("array<int>", array(None, int(None, None))),
        (
            "array<string, int>",
            array(Some(string(false, false, false)), int(None, None)),
        ),
        // array-key is the default key.
        ("array<array-key, int>", array(None, int(None, None))),
        // Trailing comma.
        (
            "array<int, list<int>,>",
            array(Some(int(None, None)), list(int(None, None))),
        ),
        (
            "non-empty-array<int, bool>",
            Type::Array {
                key: Some(Box::new(int(None, None))),
                value: Box::new(Type::Bool),
                non_empty: true,
            },
        ),
        (
            "non-empty-array",
            Type::Array {
                key: None,
                value: Box::new(Type::Mixed),
                non_empty: true,
            },
        ),
    ]);
}

#[test]
fn bracket_arrays() {
    assert_parses(&[
        ("int[]", array(None, int(None, None))),
        ("int[][]", array(None, array(None, int(None, None)))),
        (
            "(int|string)[]",
            array(
                None,
                Type::Union(vec![int(None, None), string(false, false, false)]),
            ),
        ),
        ("int [ ]", array(None, int(None, None))),
        ("\\App\\User[]", array(None, named("\\App\\User"))),
        // `[]` binds tighter than `|`.
        (
            "int|string[]",
            Type::Union(vec![
                int(None, None),
                array(None, string(false, false, false)),
            ]),
        ),
    ]);
}

#[test]
fn array_shapes() {
    assert_parses(&[
        (
            "array{name: non-empty-string, age?: int<0, 150>}",
            Type::Shape {
                list: false,
                items: vec![
                    item("name", false, string(true, false, false)),
                    item("age", true, int(Some(0), Some(150))),
                ],
            },
        ),
        (
            "array{}",
            Type::Shape {
                list: false,
                items: vec![],
            },
        ),
        (
            "array{int, string}",
            Type::Shape {
                list: false,
                items: vec![at(0, int(None, None)), at(1, string(false, false, false))],
            },
        ),
        (
            "array{'full name': string, \"x y\"?: int, 5: bool, -1: null}",
            Type::Shape {
                list: false,
                items: vec![
                    item("full name", false, string(false, false, false)),
                    item("x y", true, int(None, None)),
                    at(5, Type::Bool),
                    at(-1, Type::Null),
                ],
            },
        ),
        // Implicit keys continue after the largest integer key, as in PHP.
        (
            "array{5: int, bool, a: int, float}",
            Type::Shape {
                list: false,
                items: vec![
                    at(5, int(None, None)),
                    at(6, Type::Bool),
                    item("a", false, int(None, None)),
                    at(7, Type::Float),
                ],
            },
        ),
        // Keywords are fine as keys; trailing commas and line breaks too.
        (
            "array{\n  int: string,\n  list?: list<int>,\n}",
            Type::Shape {
                list: false,
                items: vec![
                    item("int", false, string(false, false, false)),
                    item("list", true, list(int(None, None))),
                ],
            },
        ),
        (
            "array{a: array{b: int}}",
            Type::Shape {
                list: false,
                items: vec![item(
                    "a",
                    false,
                    Type::Shape {
                        list: false,
                        items: vec![item("b", false, int(None, None))],
                    },
                )],
            },
        ),
        // A class constant value is not mistaken for a key.
        (
            "array{Foo::BAR}",
            Type::Shape {
                list: false,
                items: vec![at(0, constant("Foo", "BAR"))],
            },
        ),
        // `?int` as a value is nullable, not an optional key.
        (
            "array{?int}",
            Type::Shape {
                list: false,
                items: vec![at(0, Type::Union(vec![int(None, None), Type::Null]))],
            },
        ),
    ]);
}

#[test]
fn list_shapes() {
    assert_parses(&[
        (
            "list{int, string}",
            Type::Shape {
                list: true,
                items: vec![at(0, int(None, None)), at(1, string(false, false, false))],
            },
        ),
        (
            "list{0: int, 1?: string}",
            Type::Shape {
                list: true,
                items: vec![
                    at(0, int(None, None)),
                    ShapeItem {
                        key: ShapeKey::Int(1),
                        optional: true,
                        value: string(false, false, false),
                    },
                ],
            },
        ),
    ]);
    assert!(parse_type("list{1: int}").is_err());
    assert!(parse_type("list{a: int}").is_err());
    assert!(parse_type("list{0?: int, 1: int}").is_err());
}

// ----------------------------------------------------------------------------------------
// Literals, constants, names

#[test]
fn integer_literals() {
    assert_parses(&[
        ("0", lit_int(0)),
        ("42", lit_int(42)),
        ("-42", lit_int(-42)),
        ("0x1F", lit_int(31)),
        ("-0x1f", lit_int(-31)),
        ("0b1010", lit_int(10)),
        ("0o17", lit_int(15)),
        ("1_000", lit_int(1000)),
        ("9223372036854775807", lit_int(i64::MAX)),
        ("-9223372036854775808", lit_int(i64::MIN)),
        (
            "1|2|3",
            Type::Union(vec![lit_int(1), lit_int(2), lit_int(3)]),
        ),
    ]);
}

#[test]
fn float_literals() {
    assert_parses(&[
        ("1.5", Type::Literal(Literal::Float(1.5))),
        ("-0.25", Type::Literal(Literal::Float(-0.25))),
        (".5", Type::Literal(Literal::Float(0.5))),
        ("1.", Type::Literal(Literal::Float(1.0))),
        ("1e3", Type::Literal(Literal::Float(1000.0))),
        ("1.5E-3", Type::Literal(Literal::Float(0.0015))),
        ("1_000.5", Type::Literal(Literal::Float(1000.5))),
    ]);
}

#[test]
fn string_literals() {
    assert_parses(&[
        ("'foo'", lit_str("foo")),
        ("\"foo\"", lit_str("foo")),
        ("''", lit_str("")),
        (r"'it\'s \\ \n'", lit_str(r"it's \ \n")),
        (
            r#""tab\there \"q\" \x41 \u{1F600}""#,
            lit_str("tab\there \"q\" A \u{1F600}"),
        ),
        ("'a|b'|'c'", Type::Union(vec![lit_str("a|b"), lit_str("c")])),
        ("'héllo wörld'", lit_str("héllo wörld")),
    ]);
}

#[test]
fn class_constants() {
    assert_parses(&[
        ("Foo::BAR", constant("Foo", "BAR")),
        ("Foo::*", constant("Foo", "*")),
        ("Foo::BAR_*", constant("Foo", "BAR_*")),
        ("\\App\\Status::ACTIVE", constant("\\App\\Status", "ACTIVE")),
        ("list<Suit::*>", list(constant("Suit", "*"))),
        (
            "Foo::A|Foo::B",
            Type::Union(vec![constant("Foo", "A"), constant("Foo", "B")]),
        ),
    ]);
}

#[test]
fn named_types() {
    assert_parses(&[
        ("Foo", named("Foo")),
        ("\\App\\Models\\User", named("\\App\\Models\\User")),
        ("App\\Models\\User", named("App\\Models\\User")),
        ("Closure", named("Closure")),
        ("self", named("self")),
        ("static", named("static")),
        ("$this", named("$this")),
        // PHP's own names are lower-cased for the deriver; class names keep their case.
        ("Object", named("object")),
        ("callable", named("callable")),
        ("VOID", named("void")),
        ("iterable", named("iterable")),
        (
            "Collection<int, User>",
            Type::Named {
                name: "Collection".into(),
                arguments: vec![int(None, None), named("User")],
            },
        ),
        (
            "class-string<Foo>",
            Type::Named {
                name: "class-string".into(),
                arguments: vec![named("Foo")],
            },
        ),
        ("Ünïcödé", named("Ünïcödé")),
    ]);
}

// ----------------------------------------------------------------------------------------
// Unions, nullables, grouping, whitespace

#[test]
fn unions_and_nullables() {
    assert_parses(&[
        (
            "int|string",
            Type::Union(vec![int(None, None), string(false, false, false)]),
        ),
        ("?int", Type::Union(vec![int(None, None), Type::Null])),
        ("int|null", Type::Union(vec![int(None, None), Type::Null])),
        // Null only once.
        ("?int|null", Type::Union(vec![int(None, None), Type::Null])),
        (
            "?int[]",
            Type::Union(vec![array(None, int(None, None)), Type::Null]),
        ),
        // Flattened.
        (
            "int|(string|(bool|float))",
            Type::Union(vec![
                int(None, None),
                string(false, false, false),
                Type::Bool,
                Type::Float,
            ]),
        ),
        ("((int))", int(None, None)),
        (
            "?(int|string)",
            Type::Union(vec![
                int(None, None),
                string(false, false, false),
                Type::Null,
            ]),
        ),
    ]);
}

#[test]
fn whitespace_around_tokens() {
    assert_parses(&[
        ("  int  ", int(None, None)),
        (
            "int\n|\n\tstring",
            Type::Union(vec![int(None, None), string(false, false, false)]),
        ),
        (
            "array < string , int >",
            array(Some(string(false, false, false)), int(None, None)),
        ),
        (
            "array{ a ? : int }",
            Type::Shape {
                list: false,
                items: vec![item("a", true, int(None, None))],
            },
        ),
        ("? int", Type::Union(vec![int(None, None), Type::Null])),
        ("Foo :: BAR", constant("Foo", "BAR")),
    ]);
}

// ----------------------------------------------------------------------------------------
// Display

#[test]
fn display_is_canonical() {
    let cases = [
        ("int", "int"),
        ("integer", "int"),
        ("int<0, 100>", "int<0, 100>"),
        ("positive-int", "int<1, max>"),
        ("int<min,-1>", "int<min, -1>"),
        ("list<int>", "list<int>"),
        ("list<mixed>", "list"),
        ("int[]", "array<int>"),
        ("array<array-key, mixed>", "array"),
        (
            "array{name: non-empty-string, age?: int<0, 150>}",
            "array{name: non-empty-string, age?: int<0, 150>}",
        ),
        ("array{int, string}", "array{int, string}"),
        ("array{1: int}", "array{1: int}"),
        ("array{'full name': int}", "array{'full name': int}"),
        ("?int", "int|null"),
        ("(A|B)[]", "array<A|B>"),
        ("1.0", "1.0"),
        ("'it\\'s'", "'it\\'s'"),
        ("Foo::BAR_*", "Foo::BAR_*"),
        ("Collection<int,User>", "Collection<int, User>"),
        ("0x10", "16"),
        ("boolean", "bool"),
        ("double", "float"),
    ];
    for (input, expected) in cases {
        assert_eq!(parse(input).to_string(), expected, "display of {input:?}");
    }
}

/// The type parsed from `input`, displayed, parses as itself again.
fn assert_reads_back(input: &str, parsed: Type) {
    let shown = parsed.to_string();
    assert_eq!(
        parse_type(&shown),
        Ok(parsed),
        "{input:?} displayed as {shown:?}"
    );
}

#[test]
fn display_round_trips() {
    let inputs = [
        "int",
        "int<0, 100>",
        "int<max, max>",
        "int<min, min>",
        "int<-9223372036854775808, 5>",
        "positive-int",
        "negative-int",
        "non-negative-int",
        "non-positive-int",
        "non-zero-int",
        "float",
        "bool",
        "string",
        "non-empty-string",
        "numeric-string",
        "lowercase-string",
        "non-empty-lowercase-string",
        "null",
        "array-key",
        "scalar",
        "mixed",
        "list",
        "non-empty-list",
        "list<int>",
        "non-empty-list<string>",
        "array",
        "non-empty-array",
        "array<int>",
        "array<string, int>",
        "non-empty-array<int, bool>",
        "int[][]",
        "(int|string)[]",
        "array{name: non-empty-string, age?: int<0, 150>}",
        "array{}",
        "array{int, string}",
        "array{5: int, bool}",
        "array{'full name': string, \"a\\nb\": int, '': int, '1x': int}",
        "list{int, string}",
        "list{0: int, 1?: int}",
        "42",
        "-42",
        "0x1F",
        "1.5",
        "-0.25",
        "1e100",
        "1.5e-7",
        "1.",
        "'foo'",
        "\"tab\\there\"",
        "'\\\\'",
        "\"\\u{1}\"",
        "true",
        "false",
        "Foo::BAR",
        "Foo::*",
        "Foo::BAR_*",
        "?int",
        "int|string|null",
        "?(int|string)",
        "\\App\\User",
        "Collection<int, list<User>>",
        "class-string<Foo>",
        "$this",
        "Ünïcödé",
        "array{a: array{b: list{int}}, c?: ?int}",
    ];
    for input in inputs {
        assert_reads_back(input, parse(input));
    }
}

// ----------------------------------------------------------------------------------------
// Errors

#[test]
fn error_messages() {
    let cases = [
        (
            "array{name: }",
            r#"unexpected "}" at offset 12 in "array{name: }", expected a type"#,
        ),
        (
            "",
            r#"unexpected end of input at offset 0 in "", expected a type"#,
        ),
        (
            "list<int",
            r#"unexpected end of input at offset 8 in "list<int", expected "," or ">""#,
        ),
        (
            "int $x",
            r#"unexpected "$x" at offset 4 in "int $x", expected "|" or end of type"#,
        ),
        (
            "array{a: int b: int}",
            r#"unexpected "b" at offset 13 in "array{a: int b: int}", expected "," or "}""#,
        ),
        (
            "int<max, 0>",
            r#"int<max, 0> is empty: its minimum is greater than its maximum at offset 0 in "int<max, 0>""#,
        ),
        (
            "int<10, 1>",
            r#"int<10, 1> is empty: its minimum is greater than its maximum at offset 0 in "int<10, 1>""#,
        ),
        (
            "99999999999999999999",
            r#"integer literal "99999999999999999999" out of range at offset 0 in "99999999999999999999""#,
        ),
        (
            "A&B",
            r#"intersection types are not supported at offset 1 in "A&B""#,
        ),
        (
            "array{a: int, ...}",
            r#"unsealed array shapes ("...") are not supported at offset 14 in "array{a: int, ...}""#,
        ),
        (
            "list<int, string>",
            r#""list" takes one type argument, found 2 at offset 0 in "list<int, string>""#,
        ),
        (
            "string<int>",
            r#""string" takes no type arguments at offset 0 in "string<int>""#,
        ),
        (
            "int<0, foo>",
            r#"an int<..> bound must be an integer, "min" or "max" at offset 7 in "int<0, foo>""#,
        ),
        (
            "array{a: int, a: string}",
            r#"duplicate array shape key a at offset 14 in "array{a: int, a: string}""#,
        ),
        (
            "list<Foo{}>",
            r#"unexpected "{" at offset 8 in "list<Foo{}>", expected "," or ">""#,
        ),
        // Offsets count characters, not bytes.
        (
            "Ünï }",
            r#"unexpected "}" at offset 4 in "Ünï }", expected "|" or end of type"#,
        ),
    ];
    for (input, message) in cases {
        assert_eq!(error(input), message, "the error of {input:?}");
    }
}

#[test]
fn error_accessors() {
    let e = parse_type("array{name: }").unwrap_err();
    assert_eq!(e.offset(), 12);
    assert_eq!(e.input(), "array{name: }");
    assert_eq!(e.problem(), "unexpected \"}\"");
    assert_eq!(e.expected(), Some("a type"));
    let boxed: Box<dyn std::error::Error> = Box::new(e);
    assert!(boxed.to_string().starts_with("unexpected"));
}

#[test]
fn rejected_inputs() {
    for input in [
        "int|",
        "|int",
        "?",
        "??int",
        "()",
        "(int",
        "int)",
        "array{",
        "array{a:",
        "array{a: int",
        "array<>",
        "array<int,",
        "array<a, b, c>",
        "int<0>",
        "int<0, 1, 2>",
        "int<0.5, 1>",
        "int<'a', 1>",
        "Foo::",
        "Foo::-",
        "'unterminated",
        "\"unterminated",
        "'a\nb'",
        "-",
        "-x",
        "0x",
        "1__0",
        "1e999",
        "-9223372036854775809",
        "0xFFFFFFFFFFFFFFFFF",
        "08",
        "int[",
        "int[0]",
        "non-empty-array{a: int}",
        "object{a: int}",
        "callable(int): void",
        "A & B",
        "(T is int ? A : B)",
        "\"\\xff\"",
        "\"\\u{110000}\"",
        "\\",
        "Foo\\",
        "@",
        "int,",
        "int>",
        "{}",
        "\u{0}",
        "array{0: int, '0': int}",
    ] {
        let result = parse_type(input);
        assert!(
            result.is_err(),
            "{input:?} should be rejected, got {result:?}"
        );
    }
}

// ----------------------------------------------------------------------------------------
// Robustness: no panic, no hang, no stack overflow

#[test]
fn deep_nesting_is_an_error_not_a_stack_overflow() {
    let deep =
        |open: &str, close: &str, n: usize| format!("{}int{}", open.repeat(n), close.repeat(n));
    for n in [100_000, 1_000] {
        for (open, close) in [
            ("(", ")"),
            ("list<", ">"),
            ("array{", "}"),
            ("array{a: ", "}"),
            ("?(", ")"),
            ("Foo<", ">"),
        ] {
            let input = deep(open, close, n);
            let e = parse_type(&input).unwrap_err().to_string();
            assert!(
                e.starts_with(&format!(
                    "type nested deeper than {MAX_DEPTH} levels at offset"
                )),
                "{e}"
            );
        }
        // Unclosed, too.
        assert!(parse_type(&"(".repeat(n)).is_err());
        assert!(parse_type(&"array<".repeat(n)).is_err());
    }
    let brackets = format!("int{}", "[]".repeat(100_000));
    assert!(parse_type(&brackets).is_err());
    // Nesting that is deep but allowed still parses.
    assert!(parse_type(&deep("list<", ">", 30)).is_ok());
    assert!(parse_type(&format!("int{}", "[]".repeat(30))).is_ok());
}

#[test]
fn accepted_types_stay_shallow() {
    // Mixing the kinds of nesting must not add up past the limit.
    let mixed = format!("{}int{}", "list<(".repeat(40), ")[][][]>".repeat(40));
    if let Ok(t) = parse_type(&mixed) {
        assert!(height(&t) <= MAX_DEPTH + 3);
    }
    for n in 0..200 {
        let input = format!(
            "{}int{}{}",
            "list<".repeat(n / 3),
            "[]".repeat(n),
            ">".repeat(n / 3)
        );
        if let Ok(t) = parse_type(&input) {
            assert!(height(&t) <= MAX_DEPTH + 3, "{input}");
        }
    }
}

fn height(t: &Type) -> usize {
    t.height()
}

#[test]
fn long_flat_inputs_are_fast() {
    let start = std::time::Instant::now();
    let union = vec!["int"; 100_000].join("|");
    assert!(matches!(parse_type(&union), Ok(Type::Union(members)) if members.len() == 100_000));
    let shape = format!(
        "array{{{}}}",
        (0..50_000)
            .map(|i| format!("k{i}: int"))
            .collect::<Vec<_>>()
            .join(", ")
    );
    assert!(parse_type(&shape).is_ok());
    let nulls = format!(
        "{}|{}",
        vec!["int"; 50_000].join("|"),
        vec!["null"; 50_000].join("|")
    );
    assert!(matches!(parse_type(&nulls), Ok(Type::Union(members)) if members.len() == 50_001));
    let args = format!("Foo<{}>", vec!["int"; 100_000].join(","));
    assert!(parse_type(&args).is_ok());
    let long_name = "a".repeat(1_000_000);
    assert_eq!(parse_type(&long_name), Ok(named(&long_name)));
    let long_error = format!("{}}}", "a".repeat(1_000_000));
    let message = parse_type(&long_error).unwrap_err().to_string();
    assert!(
        message.len() < 400,
        "long inputs are shown as an excerpt: {message}"
    );
    assert!(start.elapsed().as_secs() < 20, "took {:?}", start.elapsed());
}

#[test]
fn odd_inputs_do_not_panic() {
    let samples = [
        "",
        " ",
        "\n",
        "\t\r\n",
        "\u{0}",
        "é",
        "💥",
        "int💥",
        "'💥",
        "\"\\u{",
        "\"\\u{}\"",
        "\"\\x\"",
        "\"\\",
        "'\\",
        "array{'💥': int}",
        "Foo::💥",
        "int<💥, 1>",
        "-0",
        "-.5",
        "0b",
        "0o8",
        "1e",
        "1e+",
        ".",
        "..",
        "...",
        "$",
        "$thisx",
        "$this[]",
        "\\\\",
        "a\\\\b",
        "::",
        "Foo::::",
        "array{:}",
        "array{?:int}",
        "array{a?}",
        "<",
        ">",
        "int<",
        "int<min",
        "int<min,",
        "int<min, max",
        "int<min, max,>",
        "?[]",
        "[]",
        "|",
        "&",
        "(",
        ")",
        "{",
        "}",
        "array{0x7FFFFFFFFFFFFFFF: int, int}",
        "array{-9223372036854775808: int, int}",
    ];
    for input in samples {
        let _ = parse_type(input).map(|t| t.to_string());
        let _ = param_type_from_doc_comment(input, "x");
        let _ = param_type_from_doc_comment(&format!("/** @param {input} $x */"), "x");
    }
    // Every prefix of a valid type, cut at every character boundary.
    let full =
        "array{name: non-empty-string, 'é': list<int<0, 100>|Foo::BAR_*>, age?: ?(int|'x')[]}";
    for (i, _) in full.char_indices() {
        let _ = parse_type(&full[..i]);
    }
    assert!(parse_type(full).is_ok());
}

#[test]
fn next_implicit_key_overflow_is_an_error() {
    assert!(parse_type("array{9223372036854775807: int, int}").is_err());
    assert!(parse_type("array{-9223372036854775808: int, int}").is_ok());
}

// ----------------------------------------------------------------------------------------
// Doc comments

/// Each row: a doc comment, a parameter's name, and the type found for it (None: none); a
/// failure names the row.
fn assert_finds(cases: &[(&str, &str, Option<&str>)]) {
    for (doc, name, expected) in cases {
        assert_eq!(
            param_type_from_doc_comment(doc, name).as_deref(),
            *expected,
            "the type of {name:?} in {doc:?}"
        );
    }
}

#[test]
fn finds_param_types() {
    let doc = "/**
     * Does things.
     *
     * @param int<0, 100> $percent how much, as in int $other
     * @param array{a: int, b?: string} $options
     * @param string|null $name
     * @param int ...$rest the rest
     * @param int &$out written to
     * @param Foo::BAR_* $mode
     * @param 'a b'|'c' $quoted
     * @param int|string $noDescription
     * @return void
     */";
    assert_finds(&[
        (doc, "percent", Some("int<0, 100>")),
        (doc, "options", Some("array{a: int, b?: string}")),
        (doc, "name", Some("string|null")),
        (doc, "rest", Some("int")),
        (doc, "out", Some("int")),
        (doc, "mode", Some("Foo::BAR_*")),
        (doc, "quoted", Some("'a b'|'c'")),
        (doc, "noDescription", Some("int|string")),
        // A leading $ is tolerated.
        (doc, "$percent", Some("int<0, 100>")),
        // Mentioned in a description only.
        (doc, "other", None),
        // Names match whole.
        (doc, "perc", None),
        (doc, "missing", None),
    ]);
}

#[test]
fn tag_precedence() {
    let two_params = "/** @param int $x\n * @param string $y */";
    assert_finds(&[
        (
            "/**
     * @phpstan-param positive-int $x
     * @param int $x
     * @psalm-param int<0, max> $x
     */",
            "x",
            Some("positive-int"),
        ),
        (
            "/**
     * @param int $x
     * @psalm-param int<0, max> $x
     */",
            "x",
            Some("int<0, max>"),
        ),
        (two_params, "x", Some("int")),
        (two_params, "y", Some("string")),
        // Tags for other parameters do not count.
        (
            "/**\n * @phpstan-param positive-int $y\n * @param int $x\n */",
            "x",
            Some("int"),
        ),
        // Similar tag names are different tags.
        (
            "/**\n * @param-out string $x\n * @param int $x\n * @phpstan-param-out bool $x\n */",
            "x",
            Some("int"),
        ),
    ]);
}

#[test]
fn multi_line_shapes() {
    let doc = "/**
     * @param array{
     *     name: non-empty-string,
     *     age?: int<0, 150>,
     *     tags: list<
     *         string
     *     >,
     * } $person the person
     * @param int $next
     */";
    assert_finds(&[
        (
            doc,
            "person",
            Some("array{ name: non-empty-string, age?: int<0, 150>, tags: list< string >, }"),
        ),
        (doc, "next", Some("int")),
    ]);
    assert_eq!(
        parse(&param_type_from_doc_comment(doc, "person").unwrap()),
        Type::Shape {
            list: false,
            items: vec![
                item("name", false, string(true, false, false)),
                item("age", true, int(Some(0), Some(150))),
                item("tags", false, list(string(false, false, false))),
            ],
        }
    );
}

#[test]
fn doc_comment_edge_cases() {
    let variadic_and_this = "/**\n * @param int &...$xs\n * @param $this $self\n */";
    assert_finds(&[
        // Spaces around `|`, a type with spaces in generics.
        ("/** @param int | string $x */", "x", Some("int | string")),
        // A typeless tag has no type, and does not hide a typed one.
        ("/**\n * @param $x described\n */", "x", None),
        (
            "/**\n * @psalm-param $x\n * @param int $x\n */",
            "x",
            Some("int"),
        ),
        // A tag in the middle of a line is text, not a tag.
        ("/**\n * See @param int $x\n */", "x", None),
        // CRLF line endings.
        (
            "/**\r\n * @param array{\r\n *   a: int\r\n * } $x\r\n */",
            "x",
            Some("array{ a: int }"),
        ),
        // Variadic by-reference, and `$this` as a type.
        (variadic_and_this, "xs", Some("int")),
        (variadic_and_this, "self", Some("$this")),
        // An intersection is handed on (and rejected by the parser), not taken for `&$x`.
        ("/** @param A&B $x */", "x", Some("A&B")),
        // A malformed type is returned as written, so the parse error can be reported.
        ("/** @param array{a: } $x */", "x", Some("array{a: }")),
        // Non-ASCII parameter names.
        ("/** @param int $größe */", "größe", Some("int")),
        // No comment at all.
        ("", "x", None),
        ("/** */", "x", None),
        ("/**", "x", None),
    ]);
}

#[test]
fn doc_comment_robustness() {
    let start = std::time::Instant::now();
    let huge = format!("/** @param {}int $x */", "array<".repeat(100_000));
    let _ = param_type_from_doc_comment(&huge, "x");
    let many = format!("/**\n{}\n */", " * @param int $x\n".repeat(50_000));
    assert_eq!(
        param_type_from_doc_comment(&many, "x").as_deref(),
        Some("int")
    );
    // A type that is not followed by its variable is still the parameter's type, which the
    // parser then rejects, rather than a tag that is ignored (proposal 4.1).
    let unterminated = format!("/** @param '{} $x */", "a".repeat(100_000));
    assert_eq!(
        param_type_from_doc_comment(&unterminated, "x").map(|found| found.len()),
        Some(100_001)
    );
    let unclosed = format!(
        "/**\n{} */",
        " * @param array< $x\n *   int\n".repeat(20_000)
    );
    assert_eq!(
        param_type_from_doc_comment(&unclosed, "x").as_deref(),
        Some("array<")
    );
    let lines = format!(
        "/**\n * @param array{{\n{} * }} $x\n */",
        " *   a: int,\n".repeat(10_000)
    );
    assert!(param_type_from_doc_comment(&lines, "x").is_some());
    assert!(start.elapsed().as_secs() < 20, "took {:?}", start.elapsed());
}

// ----------------------------------------------------------------------------------------
// Random inputs: a poor man's fuzzer that runs with the other tests

/// xorshift64*: deterministic, so a failure reproduces.
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        (self.0.wrapping_mul(0x2545_F491_4F6C_DD1D) >> 33) as usize % n
    }

    fn pick<'a>(&mut self, options: &[&'a str]) -> &'a str {
        options[self.below(options.len())]
    }
}

/// A random type that is mostly well-formed, to exercise the round trip.
fn random_type(rng: &mut Rng, depth: usize) -> String {
    const LEAVES: &[&str] = &[
        "int",
        "Integer",
        "positive-int",
        "non-zero-int",
        "float",
        "bool",
        "string",
        "non-empty-string",
        "numeric-string",
        "lowercase-string",
        "null",
        "mixed",
        "array-key",
        "scalar",
        "true",
        "false",
        "0",
        "-7",
        "0x1F",
        "1_000",
        "1.5",
        "-0.0",
        "1e10",
        "'a'",
        "\"b\\n\"",
        "'it\\'s'",
        "'é'",
        "Foo::BAR",
        "Foo::*",
        "\\App\\User",
        "Closure",
        "self",
        "$this",
        "int<0, 10>",
        "int<min, -1>",
        "int<max, max>",
        "list",
        "array",
        "non-empty-array",
        "OBJECT",
    ];
    if depth == 0 || rng.below(3) == 0 {
        return rng.pick(LEAVES).to_owned();
    }
    let mut inner = || random_type(rng, depth - 1);
    let (a, b) = (inner(), inner());
    match rng.below(10) {
        0 => format!("list<{a}>"),
        1 => format!("non-empty-array<{a}, {b}>"),
        2 => format!("array{{{a}, {b}}}"),
        3 => format!("array{{k: {a}, 'l m'?: {b}, 7: {a}}}"),
        4 => format!("list{{{a}, {b}}}"),
        5 => format!("{a}|{b}"),
        6 => format!("?({a})"),
        7 => format!("({a})[]"),
        8 => format!("Coll<{a}, {b}>"),
        _ => format!("array<{a}>"),
    }
}

#[test]
fn random_types_round_trip_through_display() {
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
    let mut parsed_count = 0;
    for _ in 0..10_000 {
        let depth = rng.below(6);
        let input = random_type(&mut rng, depth);
        let Ok(parsed) = parse_type(&input) else {
            continue;
        };
        parsed_count += 1;
        assert_reads_back(&input, parsed);
    }
    // Only duplicate shape keys and list shapes with string keys are rejected.
    assert!(
        parsed_count > 5_000,
        "only {parsed_count} of the generated types parsed"
    );
}

#[test]
fn random_token_soup_never_panics() {
    const TOKENS: &[&str] = &[
        "int",
        "<",
        ">",
        "{",
        "}",
        "(",
        ")",
        "[",
        "]",
        "|",
        "?",
        ",",
        ":",
        "::",
        "*",
        "'a'",
        "\"b\"",
        "'",
        "\"",
        "-",
        "-1",
        "0x1F",
        "1.5",
        "1e",
        ".",
        "...",
        "list",
        "array",
        "Foo",
        "max",
        "min",
        " ",
        "\n",
        "&",
        "$this",
        "$x",
        "é",
        "non-empty-string",
        "a?:",
        "\\",
        "_",
        "0",
        "9223372036854775807",
        "@param",
        "/**",
        "*/",
        " * ",
        "\\u{",
    ];
    let mut rng = Rng(42);
    for _ in 0..50_000 {
        let length = rng.below(24);
        let input: String = (0..length).map(|_| rng.pick(TOKENS)).collect();
        if let Ok(parsed) = parse_type(&input) {
            assert_reads_back(&input, parsed);
        } else if let Err(e) = parse_type(&input) {
            let _ = e.to_string();
        }
        if let Some(found) = param_type_from_doc_comment(&input, "x") {
            let _ = parse_type(&found);
        }
        let doc = format!("/**\n * @param {input} $x\n */");
        let _ = param_type_from_doc_comment(&doc, "x");
    }
}
