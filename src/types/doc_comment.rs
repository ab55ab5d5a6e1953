//! Finding the type a doc comment gives a parameter.
//!
//! Only the extent of the type is found here, the way PHPStan's lexer delimits it
//! (brackets balanced, whitespace ends it at the top level except around `|`); the text is
//! returned for [`parse_type`](super::parse_type) so that a malformed type is reported as
//! a parse error rather than silently ignored.

/// Parameter tags, from lowest to highest precedence (PHPStan's order: the later kinds
/// override the earlier ones, and among tags of one kind the last one wins).
const TAGS: [&str; 4] = ["@param", "@psalm-param", "@phan-param", "@phpstan-param"];

/// The raw type text of the parameter tag for `parameter` (given without `$`), e.g.
/// `int<0, 100>` from ` * @param int<0, 100> $percent how much`.
///
/// A type written over several lines (an array shape with one key per line) is returned
/// on one line, each line break replaced by a space. `@param int ...$xs` and
/// `@param int &$x` are recognised. Tags without a type (`@param $x`) are skipped.
pub fn param_type_from_doc_comment(doc_comment: &str, parameter: &str) -> Option<String> {
    let parameter = parameter.strip_prefix('$').unwrap_or(parameter);
    let body = comment_body(doc_comment);
    let mut best: Option<(usize, String)> = None;
    let mut line_start = 0;
    for line in body.split('\n') {
        // The tag's text runs on past this line: a type may span several.
        let tail = &body[line_start..];
        line_start += line.len() + 1;
        if !line.starts_with('@') {
            continue;
        }
        let tag_length = tail.find(char::is_whitespace).unwrap_or(tail.len());
        let Some(rank) = TAGS.iter().position(|&tag| tag == &tail[..tag_length]) else {
            continue;
        };
        let tag = &tail[tag_length..];
        let Some((type_text, name)) =
            param_tag(tag).or_else(|| malformed_param_tag(tag, parameter))
        else {
            continue;
        };
        if name == parameter
            && best
                .as_ref()
                .is_none_or(|(best_rank, _)| rank >= *best_rank)
        {
            best = Some((rank, type_text));
        }
    }
    best.map(|(_, type_text)| type_text)
}

/// [`param_type_from_doc_comment`] for a comment that may not be UTF-8 (a description written
/// in ISO-8859-1, for instance): only the type has to be. `Err` is a type that is not, with
/// U+FFFD for the bytes that are not UTF-8.
pub fn param_type_from_doc_comment_bytes(
    doc_comment: &[u8],
    parameter: &str,
) -> Option<Result<String, String>> {
    let text = String::from_utf8_lossy(doc_comment);
    let type_text = param_type_from_doc_comment(&text, parameter)?;
    let replaced_bytes = matches!(text, std::borrow::Cow::Owned(_))
        && type_text.contains(char::REPLACEMENT_CHARACTER);
    Some(if replaced_bytes {
        Err(type_text)
    } else {
        Ok(type_text)
    })
}

/// The comment without `/**`, `*/` and each line's leading whitespace and `*`, so that
/// every tag starts a line and a multi-line type has no decoration inside it.
fn comment_body(doc_comment: &str) -> String {
    let text = doc_comment.trim();
    let text = text
        .strip_prefix("/**")
        .or_else(|| text.strip_prefix("/*"))
        .unwrap_or(text);
    let text = text.strip_suffix("*/").unwrap_or(text);
    let lines: Vec<&str> = text
        .lines()
        .map(|line| {
            let line = line.trim_start();
            line.strip_prefix('*').unwrap_or(line).trim_start()
        })
        .collect();
    lines.join("\n")
}

/// After the tag name: the type text and the parameter name, if this is a typed tag.
fn param_tag(text: &str) -> Option<(String, &str)> {
    let text = text.trim_start_matches(HORIZONTAL_SPACE);
    let end = type_end(text);
    if end == 0 {
        return None;
    }
    let mut rest = text[end..].trim_start_matches(HORIZONTAL_SPACE);
    if let Some(after) = rest.strip_prefix('&') {
        rest = after.trim_start_matches(HORIZONTAL_SPACE);
    }
    if let Some(after) = rest.strip_prefix("...") {
        rest = after.trim_start_matches(HORIZONTAL_SPACE);
    }
    let rest = rest.strip_prefix('$')?;
    let name_length = rest
        .find(|c: char| !is_variable_char(c))
        .unwrap_or(rest.len());
    let name = &rest[..name_length];
    if name.is_empty() || name.starts_with(|c: char| c.is_ascii_digit()) {
        return None;
    }
    let type_text: Vec<&str> = text[..end]
        .split('\n')
        .map(str::trim)
        .filter(|line| !line.is_empty())
        .collect();
    Some((type_text.join(" "), name))
}

/// A tag that [`param_tag`] does not read, because its type is not followed by the variable
/// (`int<0, 10>> $x`, `int<1, $x`): PHPStan reports it as an invalid tag and uses the native
/// type. Here the type is what precedes the first `$parameter` in the tag, so that the parser
/// reports what is wrong with it instead of the doc comment being ignored (proposal 4.1).
fn malformed_param_tag<'a>(text: &str, parameter: &'a str) -> Option<(String, &'a str)> {
    // The tag ends where the next one starts.
    let text = text.find("\n@").map_or(text, |end| &text[..end]);
    let variable = format!("${parameter}");
    let mut search = 0;
    let before = loop {
        let at = search + text[search..].find(&variable)?;
        let after = &text[at + variable.len()..];
        if !after.starts_with(is_variable_char) {
            break &text[..at];
        }
        search = at + variable.len();
    };
    let before = before
        .trim_end_matches(HORIZONTAL_SPACE)
        .trim_end_matches("...")
        .trim_end_matches(HORIZONTAL_SPACE);
    let before = before.strip_suffix('&').unwrap_or(before);
    let type_text: Vec<&str> = before
        .split('\n')
        .map(str::trim)
        .filter(|line| !line.is_empty())
        .collect();
    if type_text.is_empty() {
        return None;
    }
    Some((type_text.join(" "), parameter))
}

const HORIZONTAL_SPACE: [char; 3] = [' ', '\t', '\r'];

fn is_variable_char(c: char) -> bool {
    c.is_ascii_alphanumeric() || c == '_' || !c.is_ascii()
}

/// Where the type at the start of `text` ends (a byte index; 0 if there is none).
///
/// Inside brackets anything goes, line breaks included. At the top level the type ends
/// at a line break, at whitespace (unless a `|` joins what is on either side), at the
/// variable (`$x`, `&$x`, `...$xs`) or at an unmatched closing bracket.
fn type_end(text: &str) -> usize {
    let mut depth = 0usize;
    let mut index = 0;
    while let Some(c) = text[index..].chars().next() {
        let here = &text[index..];
        match c {
            '\'' | '"' => {
                index += quoted_length(here);
                continue;
            }
            '(' | '<' | '{' | '[' => depth += 1,
            ')' | '>' | '}' | ']' => {
                if depth == 0 {
                    return index;
                }
                depth -= 1;
            }
            // A tag on the next line means an unclosed bracket: stop, rather than scan
            // the rest of the comment once per tag.
            '\n' if depth == 0 || text[index + 1..].starts_with('@') => return index,
            _ if depth > 0 => {}
            ' ' | '\t' | '\r' => {
                let after = here.trim_start_matches(HORIZONTAL_SPACE);
                let before = text[..index].trim_end();
                let joined = before.ends_with(['|', ':'])
                    || after.starts_with('|')
                    || (after.starts_with('&') && !is_by_reference(&after[1..]));
                if !joined {
                    return index;
                }
                index = text.len() - after.len();
                continue;
            }
            '&' if is_by_reference(&here[1..]) => return index,
            '.' if here.starts_with("...") => return index,
            '$' => {
                // `$this` is a type; any other variable is the parameter.
                let starts_type = text[..index].trim_end().is_empty()
                    || text[..index].trim_end().ends_with(['|', '?']);
                let this = here
                    .strip_prefix("$this")
                    .filter(|after| !after.starts_with(is_variable_char));
                match this {
                    Some(after)
                        if starts_type
                            && !after.trim_start_matches(HORIZONTAL_SPACE).is_empty() =>
                    {
                        index = text.len() - after.len();
                        continue;
                    }
                    _ => return index,
                }
            }
            _ => {}
        }
        index += c.len_utf8();
    }
    text.len()
}

/// Does `&` (already consumed) mark a by-reference parameter rather than an intersection?
fn is_by_reference(after_ampersand: &str) -> bool {
    let after = after_ampersand.trim_start_matches(HORIZONTAL_SPACE);
    after.starts_with('$') || after.starts_with("...")
}

/// Length in bytes of the quoted string at the start of `text`. PHPDoc strings cannot
/// span lines, so an unterminated one stops at the line break.
fn quoted_length(text: &str) -> usize {
    let mut chars = text.char_indices();
    let Some((_, quote)) = chars.next() else {
        return 0;
    };
    let mut escaped = false;
    for (index, c) in chars {
        match c {
            '\n' => return index,
            _ if escaped => escaped = false,
            '\\' => escaped = true,
            c if c == quote => return index + 1,
            _ => {}
        }
    }
    text.len()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn strips_comment_decoration() {
        assert_eq!(comment_body("/**\n * a\n *   b\n */"), "\na\nb\n");
        assert_eq!(comment_body("/** @param int $x */"), "@param int $x ");
    }

    #[test]
    fn a_type_that_is_not_followed_by_its_variable_is_still_the_parameters_type() {
        let doc = |tag: &str| format!("/**\n * {tag}\n * @return void\n */");
        assert_eq!(
            param_type_from_doc_comment(&doc("@param int<0, 10>> $value the value"), "value")
                .as_deref(),
            Some("int<0, 10>>")
        );
        assert_eq!(
            param_type_from_doc_comment(&doc("@param int<1, $x"), "x").as_deref(),
            Some("int<1,")
        );
        assert_eq!(
            param_type_from_doc_comment(&doc("@param array<int $x"), "x").as_deref(),
            Some("array<int")
        );
        assert_eq!(
            param_type_from_doc_comment(&doc("@param int<1, $x $value"), "value").as_deref(),
            Some("int<1, $x")
        );
        assert_eq!(
            param_type_from_doc_comment(&doc("@param Foo description &...$values"), "values")
                .as_deref(),
            Some("Foo description")
        );
        // Not a tag of this parameter, a longer variable, and a tag without a type.
        assert_eq!(
            param_type_from_doc_comment(&doc("@param int<0, 10>> $other"), "value"),
            None
        );
        assert_eq!(
            param_type_from_doc_comment(&doc("@param int<0, 10>> $values"), "value"),
            None
        );
        assert_eq!(
            param_type_from_doc_comment(&doc("@param $value the value"), "value"),
            None
        );
        // A well-formed tag of another parameter that mentions this one is not this one's.
        assert_eq!(
            param_type_from_doc_comment(
                &doc("@param int $count how often $value repeats"),
                "value"
            ),
            None
        );
        // A well-formed tag with a higher precedence still wins.
        let both = "/**\n * @phpstan-param int<0, 5> $value\n * @param int<0, 10>> $value\n */";
        assert_eq!(
            param_type_from_doc_comment(both, "value").as_deref(),
            Some("int<0, 5>")
        );
    }

    #[test]
    fn only_the_type_has_to_be_utf8() {
        let comment = |tag: &[u8]| [b"/**\n * ".as_slice(), tag, b"\n */"].concat();
        assert_eq!(
            param_type_from_doc_comment_bytes(
                &comment(b"@param int<0, 10> $value la valeur \xe0 v\xe9rifier"),
                "value"
            ),
            Some(Ok("int<0, 10>".to_owned()))
        );
        assert_eq!(
            param_type_from_doc_comment_bytes(&comment(b"@param int<0, \xe9> $value"), "value"),
            Some(Err("int<0, \u{FFFD}>".to_owned()))
        );
        // A replacement character that was in the comment is just a character.
        assert_eq!(
            param_type_from_doc_comment_bytes(
                &comment("@param int<0, \u{FFFD}> $value".as_bytes()),
                "value"
            ),
            Some(Ok("int<0, \u{FFFD}>".to_owned()))
        );
        assert_eq!(
            param_type_from_doc_comment_bytes(&comment(b"@param int \xe9 $other"), "value"),
            None
        );
    }

    #[test]
    fn type_extent() {
        assert_eq!(type_end("int $x"), 3);
        assert_eq!(type_end("int | string $x"), 12);
        assert_eq!(type_end("int<0, 100> $x"), 11);
        assert_eq!(type_end("int &$x"), 3);
        assert_eq!(type_end("int&$x"), 3);
        assert_eq!(type_end("int ...$x"), 3);
        assert_eq!(type_end("$x"), 0);
        assert_eq!(type_end("'a b' $x"), 5);
        assert_eq!(type_end("$this $x"), 5);
    }
}
