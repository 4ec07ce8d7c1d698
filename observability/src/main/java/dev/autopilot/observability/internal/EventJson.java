package dev.autopilot.observability.internal;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.MapperFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.module.SimpleModule;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.TextNode;
import com.fasterxml.jackson.databind.ser.std.ToStringSerializer;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;
import dev.autopilot.core.event.EventEnvelope;
import dev.autopilot.observability.Redactor;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Turns an event into one flat JSON object: the envelope's fields ({@code schema_version},
 * {@code request_id}, {@code seq}, {@code ts}, {@code state}, {@code step}, {@code action_id}
 * (null when the event is about no single action), {@code type}), then the payload's fields in
 * snake_case, redacted. Thread-safe.
 *
 * <p>The envelope's own fields are identifiers the run generated and are written as they are,
 * so that lines can be joined with their run folder. Every other string goes through the
 * redactor; the free-text values of actions and the before/after readings of evidence are
 * {@linkplain Redactor#conceal concealed} whole.
 */
public final class EventJson {

  /** The envelope's fields, in the order they open each line. */
  public static final List<String> ENVELOPE_FIELDS = List.of("schema_version", "request_id", "seq", "ts", "state", "step", "action_id", "type");

  private static final ObjectMapper MAPPER =
      JsonMapper.builder()
          .addModule(new JavaTimeModule())
          .addModule(new SimpleModule("autopilot-observability").addSerializer(Path.class, ToStringSerializer.instance))
          .propertyNamingStrategy(PropertyNamingStrategies.SNAKE_CASE)
          // derived flags such as SubmissionOutcome.isSuccess() are not part of an event
          .disable(MapperFeature.AUTO_DETECT_IS_GETTERS)
          .disable(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS)
          .disable(SerializationFeature.WRITE_DURATIONS_AS_TIMESTAMPS)
          .build();

  /** Readings that say nothing about a person and stay readable in evidence. */
  private static final Set<String> PLAIN_READINGS = Set.of("", "true", "false");

  private EventJson() {}

  /**
   * The event as one flat, redacted JSON object. A payload field named like an envelope field
   * is written as {@code payload_<name>}.
   *
   * @param envelope the event; not changed
   * @param redactor applied to every payload string
   * @return a new object the caller may change
   */
  public static ObjectNode tree(EventEnvelope envelope, Redactor redactor) {
    ObjectNode line = MAPPER.createObjectNode();
    line.put("schema_version", envelope.schemaVersion());
    line.put("request_id", envelope.requestId());
    line.put("seq", envelope.seq());
    line.put("ts", envelope.timestamp().toString());
    line.put("state", envelope.state().name());
    line.put("step", envelope.step());
    line.put("action_id", envelope.actionId());
    line.put("type", envelope.type());
    JsonNode payload = MAPPER.valueToTree(envelope.event());
    if (payload instanceof ObjectNode fields) {
      conceal(fields, redactor);
      redactAll(fields, redactor);
      for (Map.Entry<String, JsonNode> field : fields.properties()) {
        String name = line.has(field.getKey()) ? "payload_" + field.getKey() : field.getKey();
        line.set(name, field.getValue());
      }
    }
    return line;
  }

  /**
   * The event as one line of NDJSON, without its line break.
   *
   * @param envelope the event
   * @param redactor applied to every payload string
   * @return compact JSON holding no line break
   */
  public static String line(EventEnvelope envelope, Redactor redactor) {
    return write(tree(envelope, redactor));
  }

  /**
   * The payload alone (no envelope fields) as compact JSON, redacted.
   *
   * @param envelope the event
   * @param redactor applied to every payload string
   * @return a JSON object; {@code {}} for an event without fields
   */
  public static String payload(EventEnvelope envelope, Redactor redactor) {
    ObjectNode tree = tree(envelope, redactor);
    tree.remove(ENVELOPE_FIELDS);
    return write(tree);
  }

  /**
   * A host's JSON with every string redacted (and its field names kept); text that is not JSON
   * becomes one redacted string.
   *
   * @param json the host's text, JSON or not
   * @param redactor applied to every string value
   * @return the redacted tree, or a text node holding the redacted text
   */
  public static JsonNode redactedJson(String json, Redactor redactor) {
    JsonNode tree;
    try {
      tree = MAPPER.readTree(json);
    } catch (JsonProcessingException e) {
      return TextNode.valueOf(redactor.redact(json));
    }
    if (tree == null || tree.isTextual()) {
      return TextNode.valueOf(redactor.redact(tree == null ? "" : tree.asText()));
    }
    redactAll(tree, redactor);
    return tree;
  }

  /**
   * The tree as indented JSON.
   *
   * @param node any tree; written as it is, not redacted
   * @return multi-line JSON
   */
  public static String pretty(JsonNode node) {
    try {
      return MAPPER.writerWithDefaultPrettyPrinter().writeValueAsString(node);
    } catch (JsonProcessingException e) {
      throw new IllegalStateException("a JSON tree always serializes", e);
    }
  }

  /**
   * A new empty JSON object, made by the mapper the events are written with.
   *
   * @return a new mutable object
   */
  public static ObjectNode object() {
    return MAPPER.createObjectNode();
  }

  private static String write(JsonNode node) {
    try {
      return MAPPER.writeValueAsString(node);
    } catch (JsonProcessingException e) {
      throw new IllegalStateException("a JSON tree always serializes", e);
    }
  }

  /** Replaces typed values, chosen options, upload paths and evidence readings, wherever they sit. */
  private static void conceal(JsonNode node, Redactor redactor) {
    if (node instanceof ArrayNode array) {
      for (JsonNode item : array) {
        conceal(item, redactor);
      }
      return;
    }
    if (!(node instanceof ObjectNode object)) {
      return;
    }
    JsonNode verb = object.get("action");
    if (verb != null && verb.isTextual()) {
      concealAction(object, verb.asText(), redactor);
    }
    if (object.has("criterion") && object.has("held")) {
      concealReading(object, "before", redactor);
      concealReading(object, "after", redactor);
    }
    for (Map.Entry<String, JsonNode> child : object.properties()) {
      conceal(child.getValue(), redactor);
    }
  }

  private static void concealAction(ObjectNode action, String verb, Redactor redactor) {
    switch (verb) {
      case "type_ref" -> concealText(action, "text", redactor);
      case "select_ref" -> concealText(action, "option", redactor);
      case "upload_file" -> {
        JsonNode file = action.get("file");
        if (file != null && file.isTextual()) {
          action.put("file", redactor.file(Paths.get(file.asText())));
        }
      }
      default -> {}
    }
  }

  private static void concealText(ObjectNode object, String field, Redactor redactor) {
    JsonNode value = object.get(field);
    if (value != null && value.isTextual()) {
      object.put(field, redactor.conceal(value.asText()));
    }
  }

  private static void concealReading(ObjectNode evidence, String field, Redactor redactor) {
    JsonNode value = evidence.get(field);
    if (value != null && value.isTextual() && !PLAIN_READINGS.contains(value.asText())) {
      evidence.put(field, redactor.conceal(value.asText()));
    }
  }

  /** Runs every string value through the redactor. Concealed values pass unchanged. */
  private static void redactAll(JsonNode node, Redactor redactor) {
    if (!redactor.isEnabled()) {
      return;
    }
    if (node instanceof ObjectNode object) {
      for (Map.Entry<String, JsonNode> field : object.properties()) {
        if (field.getValue().isTextual()) {
          field.setValue(TextNode.valueOf(redactor.redact(field.getValue().asText())));
        } else {
          redactAll(field.getValue(), redactor);
        }
      }
    } else if (node instanceof ArrayNode array) {
      for (int i = 0; i < array.size(); i++) {
        JsonNode item = array.get(i);
        if (item.isTextual()) {
          array.set(i, TextNode.valueOf(redactor.redact(item.asText())));
        } else {
          redactAll(item, redactor);
        }
      }
    }
  }
}
