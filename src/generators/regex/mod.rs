//! Strings that a regular expression matches as a whole (proposal 5.3, fromRegularExpression).
