package dev.autopilot.extract;

import static java.util.Objects.requireNonNull;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/**
 * One record read from a page: its typed values by field name (see {@link FieldType} for the Java
 * types), the raw texts they were read from, and the page it came from. A field with no value has
 * no entry in {@link #values()}. Immutable.
 *
 * @param values typed values of the fields that were filled and valid
 * @param raw the text read for every field found on the page (empty when the field was not found)
 * @param page the URL of the page the record was read on
 */
public record ExtractedRecord(Map<String, Object> values, Map<String, String> raw, String page) {
  /**
   * Copies the maps, keeping their order.
   *
   * @param values copied; may be empty
   * @param raw copied; may be empty
   * @param page not null
   * @throws NullPointerException when a map or {@code page} is null
   */
  public ExtractedRecord {
    values = Collections.unmodifiableMap(new LinkedHashMap<>(values));
    raw = Collections.unmodifiableMap(new LinkedHashMap<>(raw));
    requireNonNull(page, "page");
  }

  /**
   * The typed value of a field, or null when the record has none.
   *
   * @param field a field name of the schema
   * @return the value as its {@link FieldType} types it, or null when the field was not found,
   *     empty or not valid for its type (its text is then in {@link #raw()})
   */
  public @Nullable Object get(String field) {
    return values.get(field);
  }
}
