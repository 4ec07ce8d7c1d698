package dev.autopilot.extract;

import static java.util.Objects.requireNonNull;

import dev.autopilot.extract.internal.TypedValues;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Judges what a recipe read: enough records ({@link Schema#minRecords()}), each required field
 * filled in at least {@link #minFilled()} of them, and at least {@link #minValid()} of the filled
 * values of each field valid for its {@link FieldType}. It also types the values: a record keeps
 * the values that are valid. Immutable and thread-safe.
 */
public final class QualityGate {
  private static final QualityGate DEFAULTS = new QualityGate(0.9, 0.9);
  private static final int EXAMPLES = 3;

  private final double minFilled;
  private final double minValid;

  private QualityGate(double minFilled, double minValid) {
    this.minFilled = minFilled;
    this.minValid = minValid;
  }

  /**
   * 90 % of records fill each required field; 90 % of each field's values are valid.
   *
   * @return the shared default gate
   */
  public static QualityGate defaults() {
    return DEFAULTS;
  }

  /**
   * A gate with these thresholds. A share is met when the count reaches it rounded up: 0.9 of 7
   * records needs 7.
   *
   * @param minFilled the share of records that must fill each required field, 0 to 1; 0 checks
   *     nothing
   * @param minValid the share of each field's filled values that must be valid for its type, 0
   *     to 1
   * @return a new gate
   * @throws IllegalArgumentException when a share is outside 0..1 or not a number
   */
  public static QualityGate of(double minFilled, double minValid) {
    if (!(minFilled >= 0 && minFilled <= 1 && minValid >= 0 && minValid <= 1)) { // NaN fails every comparison
      throw new IllegalArgumentException("shares are between 0 and 1: minFilled " + minFilled + ", minValid " + minValid);
    }
    return new QualityGate(minFilled, minValid);
  }

  /**
   * The share of records that must fill each required field.
   *
   * @return a share in [0, 1]
   */
  public double minFilled() {
    return minFilled;
  }

  /**
   * The share of each field's filled values that must be valid for its type.
   *
   * @return a share in [0, 1]
   */
  public double minValid() {
    return minValid;
  }

  /**
   * The records read, typed, and the verdict on them.
   *
   * @param records one record per row read, passing or not, in the order read
   * @param report the verdict
   */
  public record Judged(List<ExtractedRecord> records, QualityReport report) {
    /**
     * Copies the records.
     *
     * @param records copied; no element null
     * @param report not null
     * @throws NullPointerException when the list, a record or the report is null
     */
    public Judged {
      records = List.copyOf(records);
      requireNonNull(report, "report");
    }
  }

  /**
   * Types and judges raw rows.
   *
   * @param schema what was asked for
   * @param rows per record, the text read per field name (absent or empty: not found)
   * @param pages per record, the URL of its page (same size as {@code rows})
   * @return a record per row with the values valid for their types, and the verdict; a gate
   *     failure is in the verdict, not thrown
   * @throws IllegalArgumentException when {@code rows} and {@code pages} differ in size
   */
  public Judged judge(Schema schema, List<Map<String, String>> rows, List<String> pages) {
    requireNonNull(schema, "schema");
    if (rows.size() != pages.size()) {
      throw new IllegalArgumentException("one page per row: " + rows.size() + " rows, " + pages.size() + " pages");
    }
    List<ExtractedRecord> records = new ArrayList<>();
    Map<String, Integer> filled = new LinkedHashMap<>();
    Map<String, Integer> valid = new LinkedHashMap<>();
    Map<String, List<String>> invalidExamples = new LinkedHashMap<>();
    for (int i = 0; i < rows.size(); i++) {
      Map<String, String> raw = rows.get(i);
      Map<String, Object> values = new LinkedHashMap<>();
      for (Field f : schema.fields()) {
        String text = raw.getOrDefault(f.name(), "");
        if (text == null || text.isBlank()) {
          continue;
        }
        filled.merge(f.name(), 1, Integer::sum);
        Object v = TypedValues.parse(f.type(), text);
        if (v != null) {
          values.put(f.name(), v);
          valid.merge(f.name(), 1, Integer::sum);
        } else {
          List<String> ex = invalidExamples.computeIfAbsent(f.name(), k -> new ArrayList<>());
          if (ex.size() < EXAMPLES) {
            ex.add(text.length() > 40 ? text.substring(0, 40) + "…" : text);
          }
        }
      }
      records.add(new ExtractedRecord(values, raw, pages.get(i)));
    }
    List<String> failures = new ArrayList<>();
    int n = records.size();
    if (n < schema.minRecords()) {
      failures.add("records: " + n + " read, at least " + schema.minRecords() + " wanted" + (n == 0 ? " (the row selector matched nothing)" : ""));
    }
    for (Field f : schema.fields()) {
      int fill = filled.getOrDefault(f.name(), 0);
      int ok = valid.getOrDefault(f.name(), 0);
      if (f.required() && n > 0 && fill < Math.ceil(minFilled * n)) {
        failures.add(f.name() + ": filled in " + fill + " of " + n + " records (required" + (fill == 0 ? "; its locator found nothing" : "") + ")");
      }
      if (fill > 0 && ok < Math.ceil(minValid * fill)) {
        failures.add(f.name() + ": " + (fill - ok) + " of " + fill + " values are not a valid " + f.type().name().toLowerCase(java.util.Locale.ROOT)
            + ", such as '" + String.join("', '", invalidExamples.getOrDefault(f.name(), List.of())) + "'");
      }
    }
    return new Judged(records, new QualityReport(failures.isEmpty(), n, failures));
  }
}
