package dev.autopilot.observability;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.autopilot.core.event.EventEnvelope;
import dev.autopilot.core.event.RunEvent;
import dev.autopilot.core.model.RunState;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class NdjsonEventSinkTest {
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final Clock CLOCK = Clock.fixed(Events.T0, ZoneOffset.UTC);

  @TempDir Path dir;

  private static List<JsonNode> parse(String ndjson) throws IOException {
    List<JsonNode> lines = new ArrayList<>();
    for (String line : ndjson.split("\n")) {
      if (!line.isEmpty()) {
        lines.add(JSON.readTree(line));
      }
    }
    return lines;
  }

  private static String write(NdjsonEventSink.Builder builder, List<EventEnvelope> events) {
    StringWriter out = new StringWriter();
    NdjsonEventSink sink = builder.writer(out).build();
    events.forEach(sink::accept);
    sink.close();
    return out.toString();
  }

  @Test
  void aDialogIsAnEventOfItsOwnWithItsTextRedacted() throws IOException {
    Events run = new Events("r-1");
    EventEnvelope dialog = run.at(3, "a7").next(RunState.SUBMIT, new RunEvent.DialogHandled(dev.autopilot.core.model.BrowserDialog.Type.ALERT,
        "Thanks! We will call " + Events.PHONE, "https://jobs.example.com/apply", true, "an alert has only OK"));
    JsonNode line = parse(write(NdjsonEventSink.builder(), List.of(dialog))).get(0);

    assertEquals("dialog_handled", line.get("type").asText());
    assertEquals("a7", line.get("action_id").asText());
    assertEquals(3, line.get("step").asInt());
    assertEquals("alert", line.get("kind").asText());
    assertEquals("Thanks! We will call [phone]", line.get("message").asText());
    assertTrue(line.get("accepted").asBoolean());
    assertEquals("an alert has only OK", line.get("reason").asText());
  }

  @Test
  void writesOneFlatJsonObjectPerEventWithTheEnvelopeFirst() throws IOException {
    List<EventEnvelope> events = new Events("r-1").run();
    String out = write(NdjsonEventSink.builder(), events);

    assertTrue(out.endsWith("\n"));
    List<JsonNode> lines = parse(out);
    assertEquals(events.size(), lines.size());
    for (int i = 0; i < lines.size(); i++) {
      JsonNode line = lines.get(i);
      EventEnvelope event = events.get(i);
      Iterator<String> names = line.fieldNames();
      for (String expected : List.of("schema_version", "request_id", "seq", "ts", "state", "step", "action_id", "type")) {
        assertEquals(expected, names.next());
      }
      assertEquals("autopilot.event.v1", line.get("schema_version").asText());
      assertEquals("r-1", line.get("request_id").asText());
      assertEquals(i + 1, line.get("seq").asLong());
      assertEquals(event.timestamp(), Instant.parse(line.get("ts").asText()));
      assertTrue(line.get("ts").asText().endsWith("Z"));
      assertEquals(event.state().name(), line.get("state").asText());
      assertEquals(event.type(), line.get("type").asText());
      assertEquals(event.step(), line.get("step").asInt());
      assertEquals(event.actionId() == null, line.get("action_id").isNull(), line.toString());
      if (event.actionId() != null) {
        assertEquals(event.actionId(), line.get("action_id").asText());
      }
    }
    JsonNode snapshot = lines.get(1);
    assertEquals("discover", snapshot.get("purpose").asText());
    assertEquals(14, snapshot.get("elements").asInt());
    assertEquals(2, snapshot.get("required_unfilled").asInt());
    assertEquals(35, snapshot.get("duration_millis").asInt());
    JsonNode plan = lines.get(3);
    assertEquals("RULES", plan.get("source").asText());
    assertEquals("type_ref", plan.get("actions").get(0).get("action").asText());
    assertEquals("Email address", plan.get("actions").get(0).get("meta").get("target_question").asText());
    assertEquals(6000, plan.get("actions").get(0).get("meta").get("timeout_millis").asInt());
    assertEquals("a1", plan.get("action_ids").get(0).asText());
    assertEquals("a2", plan.get("action_ids").get(1).asText());
    JsonNode unverified = lines.get(9);
    assertEquals(1, unverified.get("step").asInt());
    assertEquals("a2", unverified.get("action_id").asText());
    JsonNode outcome = lines.get(20);
    assertEquals("a3", outcome.get("action_id").asText());
    assertEquals(3, outcome.get("step").asInt());
    assertEquals("validation_error", outcome.get("outcome").get("outcome_class").asText());
    assertEquals(422, outcome.get("http_status").asInt());
    JsonNode finished = lines.get(23);
    assertEquals("MANUAL_REQUIRED", finished.get("final_state").asText());
    assertEquals(12_300, finished.get("counters").get("elapsed_millis").asLong());
    assertTrue(finished.get("counters").has("unverified_actions"));
    assertEquals(9, finished.get("counters").get("snapshots").asInt());
  }

  @Test
  void redactsPersonalDataByDefault() throws IOException {
    Events run = new Events("r-1");
    List<EventEnvelope> events = new ArrayList<>(run.run());
    events.add(run.next(RunState.FILL, Events.plan(4, Events.selectCountry(), Events.uploadResume())));
    String out = write(NdjsonEventSink.builder(), events);
    Redactor redactor = Redactor.standard();

    assertFalse(out.contains(Events.EMAIL), out);
    assertFalse(out.contains("s3cr3tT0kenValue"), out);
    assertFalse(out.contains("555-0123"), out);
    assertFalse(out.contains("555-0199"), out);
    assertFalse(out.contains("/home/jane"), out);
    assertFalse(out.contains("United States\""), out);

    List<JsonNode> lines = parse(out);
    assertEquals("Apply to the backend role as [email]", lines.get(0).get("goal").asText());
    assertEquals("https://jobs.example.com/apply?job=[redacted]&token=[token]", lines.get(0).get("start_url").asText());
    JsonNode typed = lines.get(4).get("action");
    assertEquals("type_ref", typed.get("action").asText());
    assertEquals(redactor.digest(Events.EMAIL), typed.get("text").asText());
    assertEquals("Email address", typed.get("meta").get("target_question").asText());
    JsonNode evidence = lines.get(9).get("evidence");
    assertEquals("", evidence.get(0).get("before").asText());
    assertEquals(redactor.digest("Yes, 415-555-0199"), evidence.get(0).get("after").asText());
    assertEquals("false", evidence.get(1).get("after").asText());
    assertEquals("phone field rejected [phone] three times", lines.get(23).get("manual_reason").get("message").asText());
    assertEquals("Please check [email]", lines.get(23).get("outcome").get("evidence_snippet").asText());
    JsonNode actions = lines.get(24).get("actions");
    assertEquals(redactor.digest("United States"), actions.get(0).get("option").asText());
    assertTrue(actions.get(1).get("file").asText().startsWith("[file .pdf] len=19 digest="), actions.get(1).get("file").asText());
    assertEquals("2026-11-21T10:15:30.750Z", lines.get(2).get("ts").asText());
  }

  @Test
  void debugWritesRawValues() throws IOException {
    Events run = new Events("r-1");
    List<EventEnvelope> events = new ArrayList<>(run.run());
    events.add(run.next(RunState.FILL, Events.plan(4, Events.selectCountry(), Events.uploadResume())));
    List<JsonNode> lines = parse(write(NdjsonEventSink.builder().debug(true), events));

    assertEquals(Events.EMAIL, lines.get(4).get("action").get("text").asText());
    assertEquals(Events.SECRET_URL, lines.get(0).get("start_url").asText());
    assertEquals("Yes, 415-555-0199", lines.get(9).get("evidence").get(0).get("after").asText());
    assertEquals("United States", lines.get(24).get("actions").get(0).get("option").asText());
    assertEquals(Path.of("/home/jane/private/Jane_Doe_resume.pdf").toString(), lines.get(24).get("actions").get(1).get("file").asText());
  }

  @Test
  void eachLineIsOnDiskBeforeTheSinkIsClosed() throws IOException {
    Path file = dir.resolve("logs/events.ndjson");
    NdjsonEventSink sink = NdjsonEventSink.toFile(file);
    Events run = new Events("r-1");
    sink.accept(run.next(RunState.DISCOVER, run.started()));
    assertEquals(1, Files.readAllLines(file).size());
    sink.accept(run.next(RunState.FILL, Events.snapshot(2, 0)));
    List<String> lines = Files.readAllLines(file);
    assertEquals(2, lines.size());
    assertEquals("snapshot_generated", JSON.readTree(lines.get(1)).get("type").asText());
    sink.close();
  }

  @Test
  void writesUtf8ToAnOutputStream() throws IOException {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    NdjsonEventSink sink = NdjsonEventSink.builder().outputStream(bytes).build();
    Events run = new Events("r-ü");
    sink.accept(run.next(RunState.DISCOVER, new RunEvent.StateTransition(RunState.DISCOVER, RunState.FILL, "Formular gefunden: ÄÖÜ")));
    String text = bytes.toString(StandardCharsets.UTF_8);
    assertEquals("Formular gefunden: ÄÖÜ", JSON.readTree(text).get("reason").asText());
    assertEquals("r-ü", JSON.readTree(text).get("request_id").asText());
    sink.close();
  }

  @Test
  void writesEachRunToItsOwnFolder() throws IOException {
    NdjsonEventSink sink = NdjsonEventSink.builder().runFolders(dir).clock(CLOCK).build();
    List<EventEnvelope> a = new Events("run-a").run();
    List<EventEnvelope> b = new Events("run-b").run();
    for (int i = 0; i < a.size(); i++) {
      sink.accept(a.get(i));
      sink.accept(b.get(i));
      if (i == 3) {
        assertEquals(4, Files.readAllLines(dir.resolve("2026-11-21/run-a/events.ndjson")).size());
      }
    }
    for (String id : List.of("run-a", "run-b")) {
      List<JsonNode> lines = parse(Files.readString(dir.resolve("2026-11-21").resolve(id).resolve(RunFolder.EVENTS_FILE)));
      assertEquals(a.size(), lines.size());
      for (JsonNode line : lines) {
        assertEquals(id, line.get("request_id").asText());
      }
    }
    Events late = new Events("run-a");
    sink.accept(late.next(RunState.DONE, new RunEvent.StateTransition(RunState.DONE, RunState.DONE, "late")));
    assertEquals(a.size() + 1, Files.readAllLines(dir.resolve("2026-11-21/run-a/events.ndjson")).size());
    sink.close();
  }

  @Test
  void aFailingWriterNeverThrowsIntoTheRun() {
    Writer broken = SinkOutputs.failingWriter();
    NdjsonEventSink sink = NdjsonEventSink.toWriter(broken);
    List<EventEnvelope> events = new Events("r-1").run();
    for (EventEnvelope event : events) {
      assertDoesNotThrow(() -> sink.accept(event));
    }
    assertDoesNotThrow(sink::close);
    assertEquals(events.size(), sink.unwritten(), "every event that could not be written is counted");

    Writer unchecked =
        new StringWriter() {
          @Override
          public void write(String str) {
            throw new UncheckedIOException(new IOException("pipe closed"));
          }
        };
    NdjsonEventSink other = NdjsonEventSink.toWriter(unchecked);
    for (EventEnvelope event : new Events("r-2").run()) {
      assertDoesNotThrow(() -> other.accept(event));
    }
  }

  @Test
  void aFolderThatCannotBeCreatedIsLoggedNotThrown() throws IOException {
    Path notADirectory = Files.writeString(dir.resolve("plain-file"), "x");
    NdjsonEventSink sink = NdjsonEventSink.builder().runFolders(notADirectory).clock(CLOCK).build();
    for (EventEnvelope event : new Events("r-1").run()) {
      assertDoesNotThrow(() -> sink.accept(event));
    }
    assertDoesNotThrow(sink::close);
  }

  @Test
  void concurrentRunsWriteIntactLines() throws Exception {
    StringWriter out = new StringWriter();
    NdjsonEventSink sink = NdjsonEventSink.toWriter(out);
    int threads = 8;
    int perThread = 400;
    SinkOutputs.onThreadsAtOnce(
        threads,
        thread -> {
          Events run = new Events("run-" + thread);
          for (int i = 0; i < perThread; i++) {
            sink.accept(run.next(RunState.FILL, Events.executed(Events.typeEmail())));
          }
        });
    sink.close();

    List<JsonNode> lines = parse(out.toString());
    assertEquals(threads * perThread, lines.size());
    Map<String, Long> lastSeq = new HashMap<>();
    for (JsonNode line : lines) {
      String id = line.get("request_id").asText();
      long seq = line.get("seq").asLong();
      assertEquals(lastSeq.getOrDefault(id, 0L) + 1, seq, "events of one run stay in order");
      lastSeq.put(id, seq);
      assertEquals("type_ref", line.get("action").get("action").asText());
    }
    assertEquals(threads, lastSeq.size());
  }

  @Test
  void aBuilderWithoutTargetFailsAtBuild() {
    assertThrows(IllegalStateException.class, () -> NdjsonEventSink.builder().build());
  }

  @Test
  void aFileThatCannotBeOpenedFailsAtBuild() throws IOException {
    Path directory = Files.createDirectories(dir.resolve("a-directory"));
    assertThrows(UncheckedIOException.class, () -> NdjsonEventSink.toFile(directory));
  }
}
