//! Splitting `/pattern/flags` into the pattern and its modifiers, the way PHP's preg functions
//! do before they hand the pattern to PCRE2.

use std::ops::Range;

use super::{error, visible};

/// The modifiers that change which strings match.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Flags {
    /// `i`
    pub caseless: bool,
    /// `m`: `^` and `$` also match at newlines.
    pub multiline: bool,
    /// `s`: `.` also matches a newline.
    pub dotall: bool,
    /// `x`: whitespace and `#` comments in the pattern are ignored.
    pub extended: bool,
    /// `u`: the pattern and the subject are UTF-8, characters are code points (and PHP sets
    /// PCRE2_UCP, so `\w` and the like are Unicode classes).
    pub utf: bool,
    /// `D`: `$` matches only at the very end.
    pub dollar_end_only: bool,
}

#[derive(Debug)]
pub struct Split {
    /// Where the pattern is in the expression, in bytes.
    pub pattern: Range<usize>,
    pub flags: Flags,
}

pub fn split(expression: &str) -> Result<Split, String> {
    let bytes = expression.as_bytes();
    // PHP skips leading whitespace before the delimiter.
    let start = bytes
        .iter()
        .position(|byte| !byte.is_ascii_whitespace() && *byte != 0x0B);
    let Some(start) = start else {
        return Err(error("Empty regular expression", 0, expression));
    };
    let delimiter = bytes[start];
    if delimiter.is_ascii_alphanumeric() || delimiter == b'\\' || delimiter == 0 {
        return Err(error(
            "Delimiter must not be alphanumeric, backslash, or NUL",
            start,
            expression,
        ));
    }
    if !delimiter.is_ascii() {
        return Err(error(
            "Delimiter must be an ASCII character",
            start,
            expression,
        ));
    }
    let closing = match delimiter {
        b'(' => b')',
        b'[' => b']',
        b'{' => b'}',
        b'<' => b'>',
        other => other,
    };
    let end = find_end(bytes, start + 1, delimiter, closing).ok_or_else(|| {
        let what = if closing == delimiter {
            "No ending delimiter"
        } else {
            "No ending matching delimiter"
        };
        error(
            &format!("{what} '{}' found", closing as char),
            start,
            expression,
        )
    })?;
    let mut flags = Flags::default();
    for (offset, modifier) in expression[end + 1..].char_indices() {
        match modifier {
            'i' => flags.caseless = true,
            'm' => flags.multiline = true,
            's' => flags.dotall = true,
            'x' => flags.extended = true,
            'u' => flags.utf = true,
            'D' => flags.dollar_end_only = true,
            // Anchored (every generated string matches from its start anyway), ungreedy (greed
            // does not change what matches as a whole), and options without effect here.
            'A' | 'U' | 'S' | 'X' | 'J' | 'n' | 'r' | ' ' | '\n' | '\r' => {}
            other => {
                return Err(error(
                    &format!("Unknown modifier '{}'", visible(&other.to_string())),
                    end + 1 + offset,
                    expression,
                ));
            }
        }
    }
    Ok(Split {
        pattern: start + 1..end,
        flags,
    })
}

/// The expression, with its delimiters and modifiers, rewritten so that PCRE matches only a
/// subject that the original matches as a whole: `\A(?:pattern)\z`. `\E` ends a `\Q` that the
/// pattern leaves open (alone it is ignored), and with the `x` modifier a newline ends a `#`
/// comment at its end.
pub fn matching_as_a_whole(expression: &str) -> Result<String, String> {
    let split = split(expression)?;
    let comment_end = if split.flags.extended { "\n" } else { "" };
    Ok(format!(
        "{}\\A(?:{}\\E{comment_end})\\z{}",
        &expression[..split.pattern.start],
        &expression[split.pattern.clone()],
        &expression[split.pattern.end..]
    ))
}

/// The closing delimiter: the next one that is not escaped, or with brackets, the one that
/// closes the opening one (brackets nest).
fn find_end(bytes: &[u8], mut position: usize, opening: u8, closing: u8) -> Option<usize> {
    let mut depth = 1;
    while position < bytes.len() {
        let byte = bytes[position];
        if byte == b'\\' && position + 1 < bytes.len() {
            position += 1;
        } else if byte == closing {
            depth -= 1;
            if depth == 0 || opening == closing {
                return Some(position);
            }
        } else if byte == opening {
            depth += 1;
        }
        position += 1;
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn delimiters_and_modifiers() {
        let split = split("  #a/b#iu").unwrap();
        assert_eq!(split.pattern, 3..6);
        assert!(split.flags.caseless && split.flags.utf && !split.flags.multiline);
        assert_eq!(super::split("{a{2}}x").unwrap().pattern, 1..5);
        assert_eq!(super::split("/a\\/b/").unwrap().pattern, 1..5);
        assert!(
            super::split("/abc")
                .unwrap_err()
                .starts_with("No ending delimiter '/' found")
        );
        assert!(
            super::split("abc")
                .unwrap_err()
                .starts_with("Delimiter must not be alphanumeric")
        );
        assert!(
            super::split("/a/k")
                .unwrap_err()
                .starts_with("Unknown modifier 'k' (at offset 3")
        );
        assert!(
            super::split("")
                .unwrap_err()
                .starts_with("Empty regular expression")
        );
    }

    #[test]
    fn an_expression_matching_as_a_whole_keeps_delimiters_and_modifiers() {
        assert_eq!(
            matching_as_a_whole(" {a|b{2}}iu").unwrap(),
            " {\\A(?:a|b{2}\\E)\\z}iu"
        );
        assert!(matching_as_a_whole("/a").is_err());
        assert_eq!(
            matching_as_a_whole("/a # comment/x").unwrap(),
            "/\\A(?:a # comment\\E\n)\\z/x"
        );
    }
}
