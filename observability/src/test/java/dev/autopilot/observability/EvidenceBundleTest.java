package dev.autopilot.observability;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.autopilot.core.event.EventEnvelope;
import dev.autopilot.core.evidence.RunEvidence;
import dev.autopilot.core.model.PageInfo;
import dev.autopilot.core.model.Role;
import dev.autopilot.core.model.RunResult;
import dev.autopilot.core.model.RunState;
import dev.autopilot.core.model.SemanticElement;
import dev.autopilot.core.model.SemanticSnapshot;
import dev.autopilot.core.event.RunEvent;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;
import java.util.zip.ZipOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A bundle fed as a run feeds it: every file in its place, written as it comes, personal data out. */
class EvidenceBundleTest {
  static final Clock CLOCK = Clock.fixed(Events.T0, ZoneOffset.UTC);
  static final Redactor REDACTOR = Redactor.builder().personalValues(List.of("Jane Doe", "Jane", "Doe")).digestKey(new byte[16]).build();

  @TempDir Path root;

  private EvidenceBundle bundle() {
    return EvidenceBundle.under(root).clock(CLOCK).redactor(REDACTOR).build();
  }

  static SemanticSnapshot form(String typedName) {
    SemanticElement name = new SemanticElement("e3", Role.TEXTBOX, "Full name", null, typedName, true, false, null, true, null, List.of(), "text", Map.of(),
        false);
    SemanticElement send = new SemanticElement("e4", Role.BUTTON, "Send", null, null, false, false, null, true, null, List.of(), null, Map.of(), false);
    return new SemanticSnapshot(new PageInfo("https://jobs.example.com/apply?email=" + Events.EMAIL, "Apply", "jobs.example.com", "/apply", "h1"),
        List.of(name, send), List.of(), List.of(), List.of(), List.of(), 1, true);
  }

  @Test
  void aRunsBundleIsWrittenAsItGoesAndSaysIncompleteUntilItsEnd() throws Exception {
    RunEvidence run = bundle().open("req-7");
    Path dir = RunFolder.create(root, "req-7", CLOCK).directory();
    assertTrue(Files.readString(dir.resolve("summary.md")).startsWith("# Run req-7: incomplete"), "incomplete from the start");

    run.plan("{\"fields\":[{\"question\":\"Full name\",\"value\":\"Jane Doe\"}],\"contact\":\"" + Events.EMAIL + "\"}");
    Events events = new Events("req-7");
    List<EventEnvelope> all = events.run();
    for (EventEnvelope e : all.subList(0, all.size() - 1)) {
      run.events().accept(e);
    }
    run.snapshot(1, "discover", form(""));
    run.snapshot(2, "verify", form("Jane Doe"));

    // before the end: what was done is on disk
    List<String> lines = Files.readAllLines(dir.resolve("events.ndjson"));
    assertEquals(all.size() - 1, lines.size(), "every event flushed");
    JsonNode plan = new ObjectMapper().readTree(dir.resolve("plan.json").toFile());
    assertEquals("[personal]", plan.path("host_plan").path("fields").get(0).path("value").asText(), "the host's plan, redacted");
    assertFalse(plan.path("host_plan").path("contact").asText().contains("jane"), plan.toString());
    assertTrue(plan.path("steps").size() >= 1 && plan.path("steps").get(0).path("actions").size() >= 1, plan.toString());
    assertTrue(Files.readString(dir.resolve("summary.md")).contains("incomplete"));
    String verify = Files.readString(dir.resolve("snapshots/002_verify.txt"));
    assertTrue(verify.contains("e3 \"Full name\" * = \"[len 8 digest "), "the typed value concealed: " + verify);
    assertFalse(verify.contains("Jane") || verify.contains(Events.EMAIL), verify);
    assertTrue(Files.isRegularFile(dir.resolve("snapshots/001_discover.txt")));

    EventEnvelope last = all.get(all.size() - 1);
    run.events().accept(last);
    RunEvent.RunFinished f = (RunEvent.RunFinished) last.event();
    RunResult result = new RunResult("req-7", f.finalState(), f.manualReason(), f.outcome(), f.counters());
    RunResult success = new RunResult("req-7", RunState.DONE, null,
        new dev.autopilot.core.model.SubmissionOutcome(dev.autopilot.core.model.OutcomeClass.SUCCESS_CONFIRMED, "CONFIRMED", 0.9, "Thank you", false), f.counters());
    assertNull(run.traceFile(success), "a run that succeeded keeps no trace");
    run.finish(result);

    String summary = Files.readString(dir.resolve("summary.md"));
    assertTrue(summary.startsWith("# Run req-7: MANUAL_REQUIRED"), summary);
    assertTrue(summary.contains("`plan.json`") && summary.contains("`snapshots/`") && summary.contains("`report.html`"), summary);
    String report = Files.readString(dir.resolve("report.html"));
    assertTrue(report.contains("LOOP_GUARD") && report.contains("id=\"timeline\""), "the report");
    assertFalse(report.contains("<script") || report.contains("http-equiv") || report.contains("<link"), "no script, no external resource");
    try (Stream<Path> files = Files.walk(dir)) {
      for (Path file : files.filter(Files::isRegularFile).toList()) {
        String text = Files.readString(file, StandardCharsets.ISO_8859_1);
        assertFalse(text.contains(Events.EMAIL) || text.contains("Jane Doe") || text.contains("Jane_Doe"), "personal data in " + file);
        assertFalse(file.getFileName().toString().endsWith(".tmp"), "no half-written file: " + file);
      }
    }
  }

  @Test
  void aTraceIsKeptRedactedWithoutTheValuesTheDomAndTheActionsHeld() throws Exception {
    RunEvidence run = EvidenceBundle.under(root).clock(CLOCK).redactor(REDACTOR).trace(EvidenceBundle.TracePolicy.ON_FAILURE).build().open("req-8");
    assertTrue(run.recordsTrace());
    RunEvent.RunFinished f = Events.finishedManual();
    RunResult failed = new RunResult("req-8", f.finalState(), f.manualReason(), f.outcome(), f.counters());
    Path raw = run.traceFile(failed);
    assertTrue(raw != null && !raw.startsWith(root), "the raw trace is written outside the bundle");
    byte[] png = {(byte) 0x89, 'P', 'N', 'G', 0, 1, 2, 3};
    try (ZipOutputStream zip = new ZipOutputStream(Files.newOutputStream(raw))) {
      put(zip, "trace.trace", "{\"type\":\"before\",\"method\":\"fill\",\"params\":{\"selector\":\"#name\",\"value\":\"Ms J. \\\"Q\\\" Smith\"}}\n"
          + "{\"type\":\"frame-snapshot\",\"snapshot\":{\"html\":[\"INPUT\",{\"__playwright_value_\":\"Jane Doe\",\"id\":\"name\"}]}}\n");
      put(zip, "trace.network", "{\"snapshot\":{\"request\":{\"url\":\"https://jobs.example.com/apply?email=jane%40example.com\",\"postData\":{\"text\":\"name=Jane+Doe\"}}}}\n");
      put(zip, "resources/abc.html", "<p>Thank you, Jane Doe. We wrote to " + Events.EMAIL + ".</p>");
      zip.putNextEntry(new ZipEntry("resources/def.png"));
      zip.write(png);
      zip.closeEntry();
    }
    run.traceWritten(raw);
    assertFalse(Files.exists(raw), "the raw trace is deleted");
    Path kept = RunFolder.create(root, "req-8", CLOCK).traceFile();
    Map<String, byte[]> entries = new java.util.TreeMap<>();
    try (ZipInputStream zip = new ZipInputStream(Files.newInputStream(kept))) {
      for (ZipEntry e; (e = zip.getNextEntry()) != null; ) {
        entries.put(e.getName(), zip.readAllBytes());
      }
    }
    assertEquals(List.of("resources/abc.html", "resources/def.png", "trace.network", "trace.trace"), List.copyOf(entries.keySet()));
    String trace = new String(entries.get("trace.trace"), StandardCharsets.UTF_8);
    assertTrue(trace.contains("\"value\":\"\"") && trace.contains("\"__playwright_value_\":\"\"") && trace.contains("\"id\":\"name\""), trace);
    assertFalse(trace.contains("Smith") || trace.contains("Jane"), trace);
    String network = new String(entries.get("trace.network"), StandardCharsets.UTF_8);
    assertFalse(network.contains("jane") || network.contains("Jane"), network);
    String page = new String(entries.get("resources/abc.html"), StandardCharsets.UTF_8);
    assertFalse(page.contains("Jane") || page.contains("jane"), page);
    assertTrue(page.startsWith("<p>Thank you, [personal]. We wrote to "), page);
    assertTrue(java.util.Arrays.equals(png, entries.get("resources/def.png")), "binary entries are copied as they are");
  }

  @Test
  void aDisabledRedactorKeepsTheTraceAsRecordedAndOffRecordsNone() throws Exception {
    RunEvidence off = EvidenceBundle.under(root).clock(CLOCK).trace(EvidenceBundle.TracePolicy.OFF).build().open("req-9");
    assertFalse(off.recordsTrace());
    RunEvidence debug = EvidenceBundle.under(root).clock(CLOCK).redactor(Redactor.disabled()).trace(EvidenceBundle.TracePolicy.ALWAYS).build().open("req-10");
    Path raw = debug.traceFile(new RunResult("req-10", RunState.DONE, null, null, Events.finishedManual().counters()));
    assertTrue(raw != null);
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try (ZipOutputStream zip = new ZipOutputStream(Files.newOutputStream(raw))) {
      put(zip, "trace.trace", "{\"value\":\"Jane Doe\"}");
    }
    debug.traceWritten(raw);
    try (ZipInputStream zip = new ZipInputStream(Files.newInputStream(RunFolder.create(root, "req-10", CLOCK).traceFile()))) {
      zip.getNextEntry();
      zip.transferTo(bytes);
    }
    assertEquals("{\"value\":\"Jane Doe\"}", bytes.toString(StandardCharsets.UTF_8));
  }

  private static void put(ZipOutputStream zip, String name, String text) throws java.io.IOException {
    zip.putNextEntry(new ZipEntry(name));
    zip.write(text.getBytes(StandardCharsets.UTF_8));
    zip.closeEntry();
  }
}
