package dev.autopilot.packs;

import static java.util.Objects.requireNonNull;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.autopilot.core.ErrorCode;
import dev.autopilot.core.consent.Commitment;
import dev.autopilot.core.consent.Consent;
import dev.autopilot.core.pack.ProfileException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * Reading a pack's values from JSON, field by field, with errors that name the field and the fix
 * and never repeat a value ({@link ProfileException}).
 */
final class ValuesFile {
  private static final ObjectMapper JSON = new ObjectMapper();

  private final JsonNode root;
  private final String source;
  /** The path of this object in the file, such as {@code "contact."}; empty at the top. */
  private final String prefix;

  private ValuesFile(JsonNode root, String source, String prefix) {
    this.root = root;
    this.source = source;
    this.prefix = prefix;
  }

  static ValuesFile read(Path file, String example) {
    requireNonNull(file, "file");
    String shown = file.getFileName() == null ? file.toString() : file.getFileName().toString();
    String json;
    try {
      json = Files.readString(file);
    } catch (NoSuchFileException e) {
      throw ProfileException.of(ErrorCode.FILE_NOT_FOUND, null, "values file " + shown + " not found", "pass the path of a JSON file such as " + example);
    } catch (IOException e) {
      throw ProfileException.of(ErrorCode.FILE_NOT_FOUND, null, "values file " + shown + " cannot be read (" + e.getClass().getSimpleName() + ")",
          "check that the file exists and that this process may read it");
    }
    return parse(json, shown, example);
  }

  static ValuesFile parse(String json, String source, String example) {
    requireNonNull(json, "json");
    requireNonNull(source, "source");
    JsonNode root;
    try {
      root = JSON.readTree(json);
    } catch (IOException e) {
      throw ProfileException.of(ErrorCode.CONFIG_INVALID, null, source + " is not valid JSON (" + e.getClass().getSimpleName() + ")", "write an object such as " + example);
    }
    if (root == null || !root.isObject()) {
      throw ProfileException.of(ErrorCode.CONFIG_INVALID, null, source + " holds no JSON object", "write an object such as " + example);
    }
    return new ValuesFile(root, source, "");
  }

  /** The object at this field, as a file of its own for its fields; an empty object when absent. */
  ValuesFile object(String field) {
    JsonNode n = root.path(field);
    if (!n.isMissingNode() && !n.isNull() && !n.isObject()) {
      throw invalid(field, "is not an object", "write it as {...} with its fields");
    }
    return new ValuesFile(n.isObject() ? n : JSON.createObjectNode(), source, prefix + field + ".");
  }

  /** Refuses a field the schema does not know, with a fix of its own for the fields it never takes. */
  void onlyKnown(Set<String> known, Set<String> refused, String refusedFix) {
    for (Iterator<String> it = root.fieldNames(); it.hasNext(); ) {
      String f = it.next();
      if (refused.contains(f)) {
        throw invalid(f, "is not taken", refusedFix);
      }
      if (!known.contains(f)) {
        throw invalid(f, "is not a field of this file", "remove it, or use one of " + known.stream().sorted().toList());
      }
    }
  }

  String text(String field, String example) {
    String v = optionalText(field);
    if (v == null) {
      throw invalid(field, root.has(field) ? "is blank" : "is missing", "add \"" + field + "\": " + example);
    }
    return v;
  }

  @Nullable String optionalText(String field) {
    JsonNode n = root.path(field);
    if (n.isMissingNode() || n.isNull()) {
      return null;
    }
    if (!n.isTextual() && !n.isNumber()) {
      throw invalid(field, "is not a text", "write it in quotes");
    }
    String v = n.asText().strip();
    return v.isEmpty() ? null : v;
  }

  String email(String field) {
    String v = text(field, "\"name@example.org\"");
    if (!dev.autopilot.core.match.Values.isEmailAddress(v)) {
      throw invalid(field, "is not an e-mail address", "write one address such as name@example.org, without a display name");
    }
    return v;
  }

  List<String> list(String field) {
    JsonNode n = root.path(field);
    if (n.isMissingNode() || n.isNull()) {
      return List.of();
    }
    if (!n.isArray()) {
      throw invalid(field, "is not a list", "write it as [\"...\", \"...\"]");
    }
    List<String> out = new ArrayList<>();
    for (JsonNode e : n) {
      if (!e.isTextual() || e.asText().isBlank()) {
        throw invalid(field, "holds an item that is not a text", "write each item as a text in quotes");
      }
      out.add(e.asText().strip());
    }
    return List.copyOf(out);
  }

  /**
   * The consent object, as {@code GenericPack} reads it: {@code {"terms": true, "dataProcessing":
   * true, "marketing": false}}, nothing when absent. Money, rights and sharing have no flag.
   */
  Consent consent(String field) {
    JsonNode c = root.path(field);
    if (c.isBoolean()) {
      throw invalid(field, "is a single yes/no, which would agree to everything at once",
          "state each kind: \"consent\": {\"terms\": true, \"dataProcessing\": true, \"marketing\": false}");
    }
    List<Commitment> agreed = new ArrayList<>();
    if (c.path("terms").asBoolean(false)) {
      agreed.add(Commitment.TERMS);
    }
    if (c.path("dataProcessing").asBoolean(false)) {
      agreed.add(Commitment.DATA_PROCESSING);
    }
    if (c.path("marketing").asBoolean(false)) {
      agreed.add(Commitment.MARKETING);
    }
    return Consent.to(agreed.toArray(Commitment[]::new));
  }

  ProfileException invalid(String field, String problem, String fix) {
    return ProfileException.of(ErrorCode.CONFIG_INVALID, prefix + field, "in " + source + " " + problem, fix);
  }
}
