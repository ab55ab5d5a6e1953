//! Class names in PHPDoc types, resolved against the namespace and the `use` statements of the
//! file that declares them, the way PHPStan resolves them (proposal 4.1); and the reverse, class
//! names written the way a file imports them, for counterexamples that paste into it (8.2).

use std::collections::HashMap;

/// Where a type is written: the namespace, the imported class names and the declaring class.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Scope {
    /// Without leading or trailing backslash; empty for the global namespace.
    pub namespace: String,
    /// Alias (as written, case kept) => fully qualified name, from `use` statements for classes.
    pub uses: HashMap<String, String>,
    /// The class `self` and `static` refer to.
    pub class: Option<String>,
    /// The names of the template types (`@template T`) declared for the type.
    pub templates: Vec<String>,
}

impl Scope {
    /// The fully qualified name (without leading backslash) of a class name written in this scope.
    pub fn resolve(&self, name: &str) -> String {
        if let Some(qualified) = name.strip_prefix('\\') {
            return qualified.to_owned();
        }
        if matches!(
            name.to_ascii_lowercase().as_str(),
            "self" | "static" | "$this"
        ) && let Some(class) = &self.class
        {
            return class.clone();
        }
        let (first, rest) = match name.split_once('\\') {
            Some((first, rest)) => (first, Some(rest)),
            None => (name, None),
        };
        // Class aliases are case-insensitive in PHP, as class names are.
        if let Some((_, imported)) = self
            .uses
            .iter()
            .find(|(alias, _)| alias.eq_ignore_ascii_case(first))
        {
            return match rest {
                Some(rest) => format!("{imported}\\{rest}"),
                None => imported.clone(),
            };
        }
        if self.namespace.is_empty() {
            name.to_owned()
        } else {
            format!("{}\\{name}", self.namespace)
        }
    }

    /// How this scope writes the class `qualified`: by its alias when it is imported, relative to
    /// an imported namespace, by its short name in the same namespace, or fully qualified.
    pub fn write(&self, qualified: &str) -> String {
        let lower = qualified.to_ascii_lowercase();
        let mut best: Option<String> = None;
        for (alias, imported) in &self.uses {
            let imported_lower = imported.to_ascii_lowercase();
            let written = if imported_lower == lower {
                alias.clone()
            } else if lower.starts_with(&format!("{imported_lower}\\")) {
                format!("{alias}{}", &qualified[imported.len()..])
            } else {
                continue;
            };
            if best.as_ref().is_none_or(|best| written.len() < best.len()) {
                best = Some(written);
            }
        }
        if let Some(written) = best {
            return written;
        }
        let namespace = format!("{}\\", self.namespace.to_ascii_lowercase());
        if !self.namespace.is_empty()
            && lower.starts_with(&namespace)
            && !qualified[namespace.len()..].contains('\\')
        {
            return qualified[namespace.len()..].to_owned();
        }
        if self.namespace.is_empty() && !qualified.contains('\\') {
            return qualified.to_owned();
        }
        format!("\\{qualified}")
    }
}

impl crate::generators::ClassNames for Scope {
    fn write(&self, class: &str) -> String {
        Scope::write(self, class)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scope() -> Scope {
        Scope {
            namespace: "App\\Tests".to_owned(),
            uses: HashMap::from([
                ("Money".to_owned(), "App\\Domain\\Money".to_owned()),
                ("Domain".to_owned(), "App\\Domain".to_owned()),
                (
                    "DateTimeImmutable".to_owned(),
                    "DateTimeImmutable".to_owned(),
                ),
            ]),
            class: Some("App\\Tests\\ShopTest".to_owned()),
            templates: Vec::new(),
        }
    }

    #[test]
    fn resolves_like_phpstan() {
        let scope = scope();
        for (written, resolved) in [
            ("Money", "App\\Domain\\Money"),
            ("money", "App\\Domain\\Money"),
            ("Domain\\Currency", "App\\Domain\\Currency"),
            ("\\Other\\Thing", "Other\\Thing"),
            ("Helper", "App\\Tests\\Helper"),
            ("self", "App\\Tests\\ShopTest"),
            ("static", "App\\Tests\\ShopTest"),
        ] {
            assert_eq!(scope.resolve(written), resolved, "{written}");
        }
        assert_eq!(Scope::default().resolve("Money"), "Money");
    }

    #[test]
    fn writes_class_names_as_the_file_imports_them() {
        let scope = scope();
        for (class, written) in [
            ("App\\Domain\\Money", "Money"),
            ("App\\Domain\\Currency", "Domain\\Currency"),
            ("App\\Tests\\Helper", "Helper"),
            ("Other\\Thing", "\\Other\\Thing"),
            ("DateTimeImmutable", "DateTimeImmutable"),
        ] {
            assert_eq!(scope.write(class), written, "{class}");
        }
        assert_eq!(Scope::default().write("Money"), "Money");
    }
}
