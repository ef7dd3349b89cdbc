//! Bad input, everywhere: every table of docs/bad-input.md headed `command line | exit | kind |
//! message` is a list of command lines that must be refused. Each row runs through the CLI twice
//! (text and `--json`): exit code 2, the message on stderr and nothing on stdout in text mode, and
//! with `--json` the document `{"error": {"kind", "message"}}`. `UPDATE_EXPECT=1` rewrites the
//! kind and message columns with what the code says now.

use crate::common::{cli_line, expect_file, updating};

const DOC: &str = "docs/bad-input.md";

/// One row of a table: the command line, the kind and the message.
struct Row {
    line: String,
    kind: String,
    message: String,
}

impl Row {
    /// Reads `| `LINE` | 2 | KIND | MESSAGE |`.
    fn parse(text: &str) -> Option<Row> {
        let rest = text.strip_prefix("| `")?;
        let (line, rest) = rest.split_once("` | ")?;
        let rest = rest.strip_prefix("2 | ")?;
        let (kind, message) = rest.split_once(" | ")?;
        Some(Row {
            line: line.to_string(),
            kind: kind.to_string(),
            message: message.strip_suffix(" |")?.to_string(),
        })
    }

    fn render(&self) -> String {
        format!("| `{}` | 2 | {} | {} |", self.line, self.kind, self.message)
    }

    /// What the CLI says: the row as it would be written, or a failure to report.
    fn now(&self) -> std::result::Result<Row, String> {
        let text = cli_line(&self.line);
        let json = cli_line(&format!("{} --json", self.line));
        let doc = json.json();
        let message = text
            .err
            .strip_prefix("error: ")
            .unwrap_or(&text.err)
            .trim_end();
        let (kind, json_message) = (
            doc["error"]["kind"].as_str().unwrap_or("?"),
            doc["error"]["message"].as_str().unwrap_or("?"),
        );
        if text.code != 2 || !text.out.is_empty() || json.code != 2 || json_message != message {
            return Err(format!(
                "{}\n  exit {} (json {}), stdout {:?}, stderr {:?}, json message {json_message:?}",
                self.line,
                text.code,
                json.code,
                text.out.chars().take(200).collect::<String>(),
                text.err
            ));
        }
        Ok(Row {
            line: self.line.clone(),
            kind: kind.to_string(),
            message: message.to_string(),
        })
    }
}

#[test]
fn every_row_is_refused_with_its_message() {
    // The files over a size limit that rows name are written by the test, not committed.
    crate::text::large_files();
    let doc = std::fs::read_to_string(DOC).expect(DOC);
    let mut in_table = false;
    let (mut rows, mut failures) = (0, Vec::new());
    let mut out = String::with_capacity(doc.len());
    for line in doc.lines() {
        if line.starts_with("| command line | exit | kind | message |") {
            in_table = true;
        } else if !line.starts_with('|') {
            in_table = false;
        }
        let mut written = line.to_string();
        if let Some(row) = in_table.then(|| Row::parse(line)).flatten() {
            rows += 1;
            match row.now() {
                Ok(now) => {
                    if now.kind != row.kind || now.message != row.message {
                        failures.push(format!(
                            "{}\n  want {} | {}\n  got  {} | {}",
                            row.line, row.kind, row.message, now.kind, now.message
                        ));
                    }
                    written = now.render();
                }
                Err(f) => failures.push(f),
            }
        }
        out.push_str(&written);
        out.push('\n');
    }
    assert!(rows > 150, "only {rows} rows read from {DOC}");
    if updating() {
        expect_file(DOC, &out);
        failures.retain(|f| !f.contains("\n  want "));
    }
    assert!(
        failures.is_empty(),
        "{} of {rows} rows of {DOC} fail (UPDATE_EXPECT=1 takes new messages, not new exit codes):\n{}",
        failures.len(),
        failures.join("\n")
    );
}
