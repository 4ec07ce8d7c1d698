package dev.autopilot.observability;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.networknt.schema.Error;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;
import dev.autopilot.core.event.EventEnvelope;
import dev.autopilot.core.event.RunEvent;
import dev.autopilot.core.model.BrowserDialog;
import dev.autopilot.core.model.RunState;
import dev.autopilot.core.model.VisionNode;
import dev.autopilot.core.model.VisionVerdict;
import dev.autopilot.testkit.SampleRun;
import java.io.InputStream;
import java.io.StringWriter;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/** Every event type, as the NDJSON sink writes it, conforms to the published schema, and the schema refuses what it must. */
class EventSchemaTest {
  private static final ObjectMapper JSON = new ObjectMapper();

  static Schema schema() {
    try (InputStream in = NdjsonEventSink.class.getResourceAsStream(NdjsonEventSink.EVENT_SCHEMA)) {
      assertNotNull(in, NdjsonEventSink.EVENT_SCHEMA);
      return SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_2020_12).getSchema(in);
    } catch (java.io.IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
  }

  private static List<JsonNode> written(List<EventEnvelope> events) throws Exception {
    StringWriter out = new StringWriter();
    NdjsonEventSink sink = NdjsonEventSink.toWriter(out);
    events.forEach(sink::accept);
    sink.close();
    List<JsonNode> lines = new ArrayList<>();
    for (String line : out.toString().split("\n")) {
      lines.add(JSON.readTree(line));
    }
    return lines;
  }

  /** A sample run, plus the event types it does not hold (a vision check, a dialog, every locator cache outcome). */
  private static List<EventEnvelope> everyType() {
    List<EventEnvelope> events = new ArrayList<>(SampleRun.events("r-schema"));
    EventEnvelope last = events.remove(events.size() - 1);
    Instant at = last.timestamp();
    long seq = last.seq();
    events.add(new EventEnvelope(EventEnvelope.SCHEMA_VERSION, "r-schema", seq, at, RunState.SUBMIT, 3, "a4",
        new RunEvent.VisionChecked(VisionNode.BEFORE_SUBMIT, "Is the form complete?", VisionVerdict.Status.YES, "yes", "every field shows a value")));
    events.add(new EventEnvelope(EventEnvelope.SCHEMA_VERSION, "r-schema", seq + 1, at, RunState.SUBMIT, 3, "a4",
        new RunEvent.DialogHandled(BrowserDialog.Type.CONFIRM, "Send the application?", SampleRun.URL, true, "the run's submit asked it")));
    long next = seq + 2;
    for (RunEvent.LocatorCacheUsed.CacheOutcome outcome : RunEvent.LocatorCacheUsed.CacheOutcome.values()) {
      events.add(new EventEnvelope(EventEnvelope.SCHEMA_VERSION, "r-schema", next++, at, RunState.FILL, 3, null,
          new RunEvent.LocatorCacheUsed(outcome, "Email", "css", "the cached locator for Email")));
    }
    // two-phase runs, specs and the risk monitor
    events.add(new EventEnvelope(EventEnvelope.SCHEMA_VERSION, "r-schema", next++, at, RunState.FILL, 3, null,
        new RunEvent.RiskFlagged("payment_field", "type_ref", "a payment card number is typed by the person")));
    events.add(new EventEnvelope(EventEnvelope.SCHEMA_VERSION, "r-schema", next++, at, RunState.SUBMIT, 3, null,
        new RunEvent.GatesEvaluated("1", List.of("submission_confirmed"), List.of("screenshots >= 2"))));
    events.add(new EventEnvelope(EventEnvelope.SCHEMA_VERSION, "r-schema", next++, at, RunState.SUBMIT, 3, null,
        new RunEvent.PlanPrepared("plan-1", SampleRun.URL, 4, List.of("type_ref", "submit"), List.of("person_confirms"))));
    events.add(new EventEnvelope(EventEnvelope.SCHEMA_VERSION, "r-schema", next++, at, RunState.SUBMIT, 3, null,
        new RunEvent.ConfirmationChecked("plan-1", "fields", true, "every field as planned")));
    events.add(new EventEnvelope(last.schemaVersion(), last.requestId(), next, at, last.state(), last.step(), last.actionId(), last.event()));
    return events;
  }

  @Test
  void everyEventTypeAsWrittenConformsToTheSchema() throws Exception {
    Schema schema = schema();
    Set<String> types = new TreeSet<>();
    for (JsonNode line : written(everyType())) {
      List<Error> errors = schema.validate(line);
      assertEquals(List.of(), errors, () -> line.toString());
      types.add(line.get("type").asText());
    }
    Set<String> declared = new TreeSet<>();
    for (Class<?> type : RunEvent.class.getPermittedSubclasses()) {
      if (type == RunEvent.LocatorCacheUsed.class) {
        // one type per outcome: locator_cache_hit, _miss, _healed, _heal_failed, _failed
        for (RunEvent.LocatorCacheUsed.CacheOutcome outcome : RunEvent.LocatorCacheUsed.CacheOutcome.values()) {
          declared.add(new RunEvent.LocatorCacheUsed(outcome, "", "", "").type());
        }
        continue;
      }
      declared.add(type.getSimpleName().replaceAll("([a-z])([A-Z])", "$1_$2").toLowerCase(java.util.Locale.ROOT));
    }
    assertEquals(declared, types, "the test covers every event type of RunEvent");
    JsonNode enumerated = JSON.readTree(NdjsonEventSink.class.getResourceAsStream(NdjsonEventSink.EVENT_SCHEMA)).at("/properties/type/enum");
    Set<String> inSchema = new TreeSet<>();
    enumerated.forEach(t -> inSchema.add(t.asText()));
    assertEquals(declared, inSchema, "the schema names every event type");
  }

  @Test
  void theSchemaRefusesAMissingEnvelopeFieldAnUnknownTypeAPayloadFieldOfAnotherTypeAndAWrongType() throws Exception {
    Schema schema = schema();
    ObjectNode line = (ObjectNode) written(everyType()).stream().filter(l -> l.get("type").asText().equals("action_executed")).findFirst().orElseThrow();
    for (ObjectNode broken : List.of(
        without(line, "seq"),
        with(line, "type", JSON.getNodeFactory().textNode("action_done")),
        with(line, "outcome", JSON.createObjectNode()),
        with(line, "performed", JSON.getNodeFactory().textNode("yes")),
        without(line, "semantic_key"),
        with(line, "step", JSON.getNodeFactory().numberNode(-1)))) {
      assertFalse(schema.validate(broken).isEmpty(), () -> "accepted: " + broken);
    }
  }

  private static ObjectNode without(ObjectNode line, String field) {
    ObjectNode copy = line.deepCopy();
    copy.remove(field);
    return copy;
  }

  private static ObjectNode with(ObjectNode line, String field, JsonNode value) {
    ObjectNode copy = line.deepCopy();
    copy.set(field, value);
    return copy;
  }
}
