package dev.autopilot.observability.internal;

import dev.autopilot.core.event.EventEnvelope;
import dev.autopilot.core.event.EventSink;
import dev.autopilot.core.event.RunEvent;
import dev.autopilot.core.evidence.RunEvidence;
import dev.autopilot.core.model.RunResult;
import dev.autopilot.core.model.SemanticElement;
import dev.autopilot.core.model.SemanticSnapshot;
import dev.autopilot.core.model.SnapshotText;
import dev.autopilot.observability.EvidenceBundle;
import dev.autopilot.observability.HtmlReport;
import dev.autopilot.observability.NarrativeEventSink;
import dev.autopilot.observability.NdjsonEventSink;
import dev.autopilot.observability.Redactor;
import dev.autopilot.observability.RunFolder;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import org.jspecify.annotations.Nullable;
import org.slf4j.LoggerFactory;

/**
 * One run's evidence bundle ({@link EvidenceBundle}): its folder, its events and narrative files,
 * its plan, snapshots and trace. Events may come from any thread; the rest from the run's.
 */
public final class BundleRun implements RunEvidence {
  private static final FailureLog FAILURES = new FailureLog(LoggerFactory.getLogger(BundleRun.class), "the evidence bundle");
  private static final org.slf4j.Logger LOG = LoggerFactory.getLogger(BundleRun.class);

  private final String requestId;
  private final Redactor redactor;
  private final EvidenceBundle.TracePolicy trace;
  private final boolean report;
  private final @Nullable RunFolder folder;
  private final EventSink events;
  private final List<EventSink> closables = new ArrayList<>();
  private final ObjectNode plan = EventJson.object();
  private final ArrayNode steps;
  private @Nullable NdjsonEventSink ndjson;

  /**
   * Opens the run's folder under {@code root} and its events and narrative files. A folder that
   * cannot be made is logged, not thrown: the run then goes on with no evidence written.
   *
   * @param root the directory holding one folder per run; created when missing
   * @param requestId the run's request id, also its folder's name
   * @param clock dates the run's folder
   * @param redactor applied to everything written
   * @param trace when the Playwright trace is kept in the bundle
   * @param report whether an HTML report is written when the run finishes
   */
  public BundleRun(Path root, String requestId, Clock clock, Redactor redactor, EvidenceBundle.TracePolicy trace, boolean report) {
    this.requestId = requestId;
    this.redactor = redactor;
    this.trace = trace;
    this.report = report;
    plan.put("request_id", requestId);
    plan.putNull("host_plan");
    this.steps = plan.putArray("steps");
    RunFolder opened = null;
    EventSink sink = EventSink.noop();
    try {
      opened = RunFolder.create(root, requestId, clock);
      try {
        opened.writeIncompleteSummary();
      } catch (UncheckedIOException e) {
        // a full disk: the events may still fit (or fit later); the summary is written again at the end
        FAILURES.report("write the first summary of run " + requestId, e);
      }
      NdjsonEventSink ndjson = NdjsonEventSink.builder().file(opened.eventsFile()).redactor(redactor).build();
      NarrativeEventSink narrative = NarrativeEventSink.builder().file(opened.narrativeFile()).redactor(redactor).build();
      this.ndjson = ndjson;
      closables.add(ndjson);
      closables.add(narrative);
      sink = EventSink.composite(ndjson, narrative, this::onEvent);
    } catch (RuntimeException e) {
      FAILURES.report("open the bundle of run " + requestId + " under " + root, e);
    }
    this.folder = opened;
    this.events = sink;
  }

  @Override
  public EventSink events() {
    return events;
  }

  @Override
  public @Nullable Path screenshotsDirectory() {
    return folder == null ? null : folder.screenshotsDirectory();
  }

  @Override
  public void snapshot(int number, String purpose, SemanticSnapshot snapshot) {
    RunFolder f = folder;
    if (f == null) {
      return;
    }
    try {
      Path file = f.snapshotFile(number, purpose);
      Files.createDirectories(file.getParent());
      AtomicFiles.write(file, render(snapshot));
    } catch (IOException | RuntimeException e) {
      FAILURES.report("write snapshot " + number + " of run " + requestId, e);
    }
  }

  /**
   * The planner's text of the snapshot, redacted, with each value a field holds replaced by its
   * concealed form (as events show typed values): the text is redacted with placeholders where
   * the values stand, and the placeholders become the digests after.
   */
  String render(SemanticSnapshot snapshot) {
    if (!redactor.isEnabled()) {
      return SnapshotText.render(snapshot);
    }
    List<String> values = new ArrayList<>();
    List<SemanticElement> elements = new ArrayList<>(snapshot.elements().size());
    for (SemanticElement e : snapshot.elements()) {
      String value = e.value();
      if (value == null || value.isEmpty()) {
        elements.add(e);
        continue;
      }
      String mark = "\u0001" + values.size() + "\u0001";
      values.add(value);
      elements.add(new SemanticElement(e.ref(), e.role(), e.name(), e.label(), mark, e.required(), e.disabled(), e.checked(), e.visible(), e.groupId(),
          e.options(), e.inputType(), e.attributes(), e.isolated()));
    }
    SemanticSnapshot masked = new SemanticSnapshot(snapshot.page(), elements, snapshot.groups(), snapshot.errors(), snapshot.requiredUnfilled(),
        snapshot.submitCandidates(), snapshot.epoch(), snapshot.structureChanged());
    String text = redactor.redact(SnapshotText.render(masked));
    for (int i = 0; i < values.size(); i++) {
      text = text.replace("\u0001" + i + "\u0001", "[" + redactor.conceal(values.get(i)).replace("=", " ") + "]");
    }
    return text;
  }

  @Override
  public void plan(String json) {
    synchronized (plan) {
      plan.set("host_plan", EventJson.redactedJson(json, redactor));
      writePlan();
    }
  }

  /** Each plan the run proposed becomes a step of {@code plan.json}, written at once. */
  private void onEvent(EventEnvelope event) {
    if (!(event.event() instanceof RunEvent.PlanProposed)) {
      return;
    }
    ObjectNode line = EventJson.tree(event, redactor);
    ObjectNode step = EventJson.object();
    step.put("step", event.step());
    step.put("seq", event.seq());
    step.put("ts", event.timestamp().toString());
    step.put("state", event.state().name());
    for (String field : List.of("source", "rationale", "actions", "action_ids", "unresolved", "routes")) {
      JsonNode value = line.get(field);
      if (value != null) {
        step.set(field, value);
      }
    }
    synchronized (plan) {
      steps.add(step);
      writePlan();
    }
  }

  private void writePlan() {
    RunFolder f = folder;
    if (f == null) {
      return;
    }
    try {
      AtomicFiles.write(f.planFile(), EventJson.pretty(plan) + "\n");
    } catch (IOException | RuntimeException e) {
      FAILURES.report("write the plan of run " + requestId, e);
    }
  }

  @Override
  public boolean recordsTrace() {
    return folder != null && trace != EvidenceBundle.TracePolicy.OFF;
  }

  /** A temporary file outside the bundle: the raw trace never lands in it. */
  @Override
  public @Nullable Path traceFile(RunResult result) {
    boolean keep = trace == EvidenceBundle.TracePolicy.ALWAYS || (trace == EvidenceBundle.TracePolicy.ON_FAILURE && !result.isSuccess());
    if (!keep || folder == null) {
      return null;
    }
    try {
      return Files.createTempFile("autopilot-trace-", ".zip");
    } catch (IOException e) {
      FAILURES.report("make a temporary file for the trace of run " + requestId, e);
      return null;
    }
  }

  @Override
  public void traceWritten(Path file) {
    RunFolder f = folder;
    try {
      if (f != null) {
        TraceRedaction.copy(file, f.traceFile(), redactor);
      }
    } catch (IOException | RuntimeException e) {
      FAILURES.report("keep the trace of run " + requestId, e);
      if (f != null) {
        try {
          // half a zip is no trace: give its space back
          Files.deleteIfExists(f.traceFile());
        } catch (IOException delete) {
          FAILURES.report("delete the partial trace of run " + requestId, delete);
        }
      }
    } finally {
      try {
        Files.deleteIfExists(file);
      } catch (IOException e) {
        FAILURES.report("delete the raw trace of run " + requestId + " at " + file, e);
      }
    }
  }

  @Override
  public void finish(RunResult result) {
    for (EventSink sink : closables) {
      sink.close();
    }
    NdjsonEventSink n = ndjson;
    if (n != null && n.unwritten() > 0) {
      LOG.warn("run {}: {} events could not be written to its events.ndjson (the lines there are whole; these are missing)", requestId, n.unwritten());
    }
    RunFolder f = folder;
    if (f == null) {
      return;
    }
    try {
      f.writeSummary(result, redactor);
    } catch (UncheckedIOException e) {
      FAILURES.report("write the summary of run " + requestId, e);
    }
    if (report) {
      try {
        HtmlReport.write(f.directory());
        f.writeSummary(result, redactor);
      } catch (IOException | RuntimeException e) {
        FAILURES.report("write the report of run " + requestId, e);
      }
    }
  }
}
