package dev.autopilot.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.autopilot.core.AutopilotException;
import dev.autopilot.core.ErrorCode;
import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class RecordExportTest {
  private static final Schema SCHEMA = Schema.of("people", Field.of("name", FieldType.TEXT), Field.of("contact", FieldType.TEXT), Field.of("score", FieldType.NUMBER));
  private static final List<ExtractedRecord> RECORDS = List.of(
      new ExtractedRecord(Map.of("name", "Ada, \"the first\"", "contact", "ada@example.org", "score", new BigDecimal("9.50")), Map.of(), "http://s.test/"),
      new ExtractedRecord(Map.of("name", "Bob"), Map.of("score", "n/a"), "http://s.test/"));

  @Test
  void csvQuotesAndRedactsByDefault(@TempDir Path dir) throws Exception {
    Path file = RecordExport.redacted().csv(SCHEMA, RECORDS, dir.resolve("a/b/people.csv"));
    assertEquals("name,contact,score\r\n\"Ada, \"\"the first\"\"\",[email],9.50\r\nBob,,n/a\r\n", Files.readString(file));
    Path raw = RecordExport.raw().csv(SCHEMA, RECORDS, dir.resolve("raw.csv"));
    assertEquals("\"Ada, \"\"the first\"\"\",ada@example.org,9.50", Files.readAllLines(raw).get(1));
  }

  @Test
  void jsonLinesKeepNumbersAndLeaveEmptyFieldsOut(@TempDir Path dir) throws Exception {
    Path file = RecordExport.raw().jsonLines(SCHEMA, RECORDS, dir.resolve("people.jsonl"));
    assertEquals(List.of("{\"name\":\"Ada, \\\"the first\\\"\",\"contact\":\"ada@example.org\",\"score\":9.50}", "{\"name\":\"Bob\",\"score\":\"n/a\"}"),
        Files.readAllLines(file));
  }

  @Test
  void aFileThatCannotBeWrittenFailsTyped(@TempDir Path dir) throws Exception {
    Path blocker = Files.writeString(dir.resolve("file"), "x");
    AutopilotException e = assertThrows(AutopilotException.class, () -> RecordExport.redacted().csv(SCHEMA, RECORDS, blocker.resolve("inside.csv")));
    assertEquals(ErrorCode.EXPORT_FAILED, e.code());
  }
}
