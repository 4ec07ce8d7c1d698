package dev.autopilot.extract;

import static java.util.Objects.requireNonNull;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.autopilot.core.AutopilotException;
import dev.autopilot.core.ErrorCode;
import dev.autopilot.observability.Redactor;
import java.io.BufferedWriter;
import java.io.IOException;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * Writes records as CSV (RFC 4180: a header of the field names, fields quoted when they hold a
 * comma, quote or line break) or as JSON Lines (one object a line, numbers and booleans as JSON
 * numbers and booleans). A value that failed its type is written as the text read, so nothing is
 * lost; a field with no value is empty (CSV) or absent (JSON Lines).
 *
 * <p>Text is passed through a {@link Redactor} first: by default ({@link #redacted()}) e-mail
 * addresses, phone numbers and tokens in the data are replaced, as everywhere Autopilot writes;
 * {@link #raw()} writes the data as read, for a host that decided the data may be kept.
 * Immutable and thread-safe.
 */
public final class RecordExport {
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final RecordExport REDACTED = new RecordExport(Redactor.standard());
  private static final RecordExport RAW = new RecordExport(Redactor.disabled());

  private final Redactor redactor;

  private RecordExport(Redactor redactor) {
    this.redactor = redactor;
  }

  /**
   * Exports with personal data redacted (the default).
   *
   * @return the shared exporter with {@link Redactor#standard()}
   */
  public static RecordExport redacted() {
    return REDACTED;
  }

  /**
   * Exports the data as read: only when the host decided that the data may be kept as it is.
   *
   * @return the shared exporter that redacts nothing
   */
  public static RecordExport raw() {
    return RAW;
  }

  /**
   * Exports through this redactor.
   *
   * @param redactor applied to every cell's text (typed values included, as text); thread-safe
   *     if the exporter is shared
   * @return a new exporter
   */
  public static RecordExport with(Redactor redactor) {
    return new RecordExport(requireNonNull(redactor, "redactor"));
  }

  /**
   * Writes a CSV file (made or replaced).
   *
   * @param schema gives the columns, in its field order
   * @param records one line each, in order; none writes the header only
   * @param file the file, UTF-8 with CRLF line ends; its folder is created when missing
   * @return {@code file}
   * @throws AutopilotException with {@link ErrorCode#BROWSER_EXPORT_FAILED} when it cannot be written
   */
  public Path csv(Schema schema, List<ExtractedRecord> records, Path file) {
    requireNonNull(schema, "schema");
    requireNonNull(records, "records");
    try (BufferedWriter w = open(file)) {
      w.write(String.join(",", schema.fieldNames().stream().map(RecordExport::csvCell).toList()));
      w.write("\r\n");
      for (ExtractedRecord r : records) {
        List<String> cells = schema.fieldNames().stream().map(name -> csvCell(text(r, name))).toList();
        String line = String.join(",", cells);
        w.write(line.toString());
        w.write("\r\n");
      }
    } catch (IOException e) {
      throw failed(file, e);
    }
    return file;
  }

  /**
   * Writes a JSON Lines file (made or replaced).
   *
   * @param schema gives the keys; a record's values of other names are not written
   * @param records one line each, in order; none writes an empty file
   * @param file the file, UTF-8 with LF line ends; its folder is created when missing
   * @return {@code file}
   * @throws AutopilotException with {@link ErrorCode#BROWSER_EXPORT_FAILED} when it cannot be written
   */
  public Path jsonLines(Schema schema, List<ExtractedRecord> records, Path file) {
    requireNonNull(schema, "schema");
    requireNonNull(records, "records");
    try (BufferedWriter w = open(file)) {
      for (ExtractedRecord r : records) {
        ObjectNode o = JSON.createObjectNode();
        for (String name : schema.fieldNames()) {
          Object v = r.get(name);
          if (v instanceof BigDecimal n) {
            o.put(name, n);
          } else if (v instanceof Long n) {
            o.put(name, n);
          } else if (v instanceof Boolean b) {
            o.put(name, b);
          } else {
            String t = text(r, name);
            if (!t.isEmpty()) {
              o.put(name, t);
            }
          }
        }
        w.write(JSON.writeValueAsString(o));
        w.write('\n');
      }
    } catch (JsonProcessingException e) {
      throw failed(file, e);
    } catch (IOException e) {
      throw failed(file, e);
    }
    return file;
  }

  private String text(ExtractedRecord r, String name) {
    Object v = r.get(name);
    String t = v instanceof BigDecimal n ? n.toPlainString() : v != null ? v.toString() : r.raw().getOrDefault(name, "");
    return redactor.redact(t);
  }

  private static BufferedWriter open(Path file) throws IOException {
    Path parent = requireNonNull(file, "file").toAbsolutePath().getParent();
    if (parent != null) {
      Files.createDirectories(parent);
    }
    return Files.newBufferedWriter(file, StandardCharsets.UTF_8);
  }

  private static String csvCell(String s) {
    boolean quote = s.indexOf(',') >= 0 || s.indexOf('"') >= 0 || s.indexOf('\n') >= 0 || s.indexOf('\r') >= 0;
    return quote ? '"' + s.replace("\"", "\"\"") + '"' : s;
  }

  private static AutopilotException failed(Path file, Exception e) {
    return new AutopilotException(ErrorCode.BROWSER_EXPORT_FAILED, "cannot write the export " + file + ": " + e.getMessage() + "; check the folder exists and is writable", e);
  }
}
