package dev.autopilot.extract;

import static java.util.Objects.requireNonNull;
import static java.util.Objects.requireNonNullElse;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.autopilot.core.AutopilotException;
import dev.autopilot.core.ErrorCode;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * What to extract: a name, the fields of each record, and how many records at least make an
 * extraction worth keeping ({@link #minRecords}, one of the {@link QualityGate}'s checks).
 * Immutable.
 *
 * <pre>{@code
 * Schema products = Schema.of("products",
 *     Field.of("name", FieldType.TEXT),
 *     Field.of("price", FieldType.NUMBER).alias("cost"),
 *     Field.of("link", FieldType.URL).optional());
 * }</pre>
 *
 * @param name what the records are, for reports and file names
 * @param fields at least one, names unique
 * @param minRecords the fewest records a passing extraction has, at least 1
 */
public record Schema(String name, List<Field> fields, int minRecords) {
  /**
   * Checks the schema and copies the fields.
   *
   * @param name not null
   * @param fields copied; at least one, no two with the same name
   * @param minRecords at least 1
   * @throws NullPointerException when {@code name}, the list or a field is null
   * @throws IllegalArgumentException when there is no field, a name repeats or {@code
   *     minRecords} is below 1
   */
  public Schema {
    requireNonNull(name, "name");
    fields = List.copyOf(fields);
    if (fields.isEmpty()) {
      throw new IllegalArgumentException("a schema needs at least one field");
    }
    Set<String> seen = new HashSet<>();
    for (Field f : fields) {
      if (!seen.add(f.name())) {
        throw new IllegalArgumentException("the field '" + f.name() + "' is named twice in schema '" + name + "'");
      }
    }
    if (minRecords < 1) {
      throw new IllegalArgumentException("minRecords must be at least 1, was " + minRecords);
    }
  }

  /**
   * A schema from its JSON form (what a command line or a host's configuration holds):
   *
   * <pre>{@code
   * {"name": "products", "minRecords": 5,
   *  "fields": [{"name": "title", "type": "text"},
   *             {"name": "price", "type": "number", "aliases": ["cost"]},
   *             {"name": "link", "type": "url", "required": false}]}
   * }</pre>
   *
   * Types are the {@link FieldType} names in any case; {@code required} defaults to true and
   * {@code minRecords} to 1.
   *
   * @param json the schema's JSON text
   * @return the schema
   * @throws AutopilotException with {@link ErrorCode#CONFIG_INVALID} naming what is missing or wrong
   */
  public static Schema fromJson(String json) {
    requireNonNull(json, "json");
    JsonNode root;
    try {
      root = new ObjectMapper().readTree(json);
    } catch (JsonProcessingException e) {
      throw invalid("the schema is not JSON: " + e.getOriginalMessage());
    }
    if (root == null || !root.isObject()) {
      throw invalid("the schema is not a JSON object");
    }
    String name = root.path("name").asText("");
    if (name.isBlank()) {
      throw invalid("the schema has no \"name\"");
    }
    List<Field> fields = new ArrayList<>();
    for (JsonNode f : root.path("fields")) {
      String fieldName = f.path("name").asText("");
      FieldType type;
      try {
        type = FieldType.valueOf(f.path("type").asText("text").trim().toUpperCase(Locale.ROOT));
      } catch (IllegalArgumentException e) {
        throw invalid("field '" + fieldName + "': unknown type '" + f.path("type").asText() + "'; use one of " + List.of(FieldType.values()).toString().toLowerCase(Locale.ROOT));
      }
      List<String> aliases = new ArrayList<>();
      f.path("aliases").forEach(a -> aliases.add(a.asText()));
      try {
        fields.add(new Field(fieldName, type, f.path("required").asBoolean(true), aliases));
      } catch (IllegalArgumentException e) {
        throw invalid(requireNonNullElse(e.getMessage(), e.toString()));
      }
    }
    try {
      return new Schema(name, fields, root.path("minRecords").asInt(1));
    } catch (IllegalArgumentException e) {
      throw invalid(requireNonNullElse(e.getMessage(), e.toString()));
    }
  }

  private static AutopilotException invalid(String why) {
    return new AutopilotException(ErrorCode.CONFIG_INVALID, "invalid extraction schema: " + why);
  }

  /**
   * A schema asking for at least one record.
   *
   * @param name what the records are, for reports and file names
   * @param fields at least one, names unique, in the order columns are written
   * @return a new schema
   * @throws IllegalArgumentException when there is no field or a name repeats
   */
  public static Schema of(String name, Field... fields) {
    return new Schema(name, List.of(fields), 1);
  }

  /**
   * This schema, passing only with at least {@code n} records.
   *
   * @param n the fewest records a passing extraction has, at least 1
   * @return a new schema with the same fields
   * @throws IllegalArgumentException when {@code n} is below 1
   */
  public Schema withMinRecords(int n) {
    return new Schema(name, fields, n);
  }

  /**
   * The field of this name.
   *
   * @param fieldName the name, compared exactly (aliases do not count)
   * @return the field, or empty when the schema has none of that name
   */
  public Optional<Field> field(String fieldName) {
    return fields.stream().filter(f -> f.name().equals(fieldName)).findFirst();
  }

  /**
   * The field names, in order.
   *
   * @return a new unmodifiable list, one name per field
   */
  public List<String> fieldNames() {
    return fields.stream().map(Field::name).toList();
  }

  /**
   * A digest of the fields (names, types, required, aliases): a recipe cached for one schema is
   * never used for another.
   *
   * @return 16 hex digits of a SHA-256 over the fields in order; the schema's name and {@code
   *     minRecords} do not count
   */
  public String signature() {
    StringBuilder s = new StringBuilder();
    for (Field f : fields) {
      s.append(f.name()).append(':').append(f.type()).append(':').append(f.required()).append(':').append(String.join("|", f.aliases())).append(';');
    }
    try {
      byte[] d = MessageDigest.getInstance("SHA-256").digest(s.toString().getBytes(StandardCharsets.UTF_8));
      return HexFormat.of().formatHex(d, 0, 8);
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("SHA-256 is missing from this Java", e);
    }
  }
}
