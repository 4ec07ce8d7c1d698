package dev.autopilot.observability;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.autopilot.core.event.EventEnvelope;
import dev.autopilot.core.event.RunEvent;
import dev.autopilot.core.model.RunState;
import java.io.BufferedWriter;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.StringWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class NarrativeEventSinkTest {
  private static final List<String> HEADINGS = List.of("Summary", "Analysis", "Plan", "Decision", "Result");

  @TempDir Path dir;

  private static String tell(NarrativeEventSink.Builder builder, List<EventEnvelope> events) {
    StringWriter out = new StringWriter();
    NarrativeEventSink sink = builder.writer(out).build();
    events.forEach(sink::accept);
    sink.close();
    return out.toString();
  }

  /** The step blocks of a narrative, each from its "--- Step" line to the blank line after it. */
  private static List<String> steps(String narrative) {
    List<String> steps = new ArrayList<>();
    for (String block : narrative.split("\n\n")) {
      if (block.startsWith("--- Step ")) {
        steps.add(block);
      }
    }
    return steps;
  }

  private static void assertFiveHeadingsInOrder(String step) {
    List<String> lines = List.of(step.split("\n"));
    int last = 0;
    for (String heading : HEADINGS) {
      int at = lines.indexOf(heading);
      assertTrue(at > last, heading + " after the previous heading in\n" + step);
      assertTrue(lines.get(at + 1).startsWith("  "), heading + " has at least one line in\n" + step);
      last = at;
    }
  }

  @Test
  void tellsEachStepInFiveHeadedParts() {
    String out = tell(NarrativeEventSink.builder(), new Events("r-1").run());

    List<String> steps = steps(out);
    assertEquals(4, steps.size(), out);
    steps.forEach(NarrativeEventSinkTest::assertFiveHeadingsInOrder);
    assertTrue(steps.get(0).startsWith("--- Step 0 | run r-1 | DISCOVER | 2026-11-21T10:15:30.500Z ---"), steps.get(0));
    assertTrue(steps.get(1).startsWith("--- Step 1 | run r-1 | FILL | 2026-11-21T10:15:31Z ---"), steps.get(1));
    assertTrue(steps.get(2).startsWith("--- Step 2 | run r-1 | FILL |"), steps.get(2));
    assertTrue(steps.get(3).startsWith("--- Step 3 | run r-1 | SUBMIT |"), steps.get(3));

    String discover = steps.get(0);
    assertTrue(discover.contains("page \"Apply: Backend Engineer\" https://jobs.example.com/apply?job=[redacted]&token=[token]"), discover);
    assertTrue(discover.contains("6 required, 2 unfilled"), discover);
    assertTrue(discover.contains("snapshot (discover) epoch 1"), discover);
    assertTrue(discover.contains("state DISCOVER -> FILL: form found"), discover);
    assertTrue(discover.contains("2 of 6 required questions unanswered; no errors shown"), discover);

    String first = steps.get(1);
    assertTrue(first.contains("page \"Apply: Backend Engineer\""), "the page the step planned on: " + first);
    assertTrue(first.contains("loop guard (a2): 'jobs.example.com|/apply|answer|authorized' failed 2 times"), first);
    assertTrue(first.contains("1. a1 type_ref e3 \u2014 'Email address' -> \u00ab20 chars\u00bb [answer]"), first);
    assertTrue(first.contains("2. a2 set_radio e7 \u2014 'Are you authorized to work in the Unite\u2026' [answer]"), first);
    assertTrue(first.contains("execute 2 actions"), first);
    assertTrue(first.contains("escalate 'jobs.example.com|/apply|answer|authorized' to ALTERNATE"), first);
    assertTrue(first.contains("verified   a1 type_ref e3: value matches"), first);
    assertTrue(first.contains("UNVERIFIED a2 set_radio e7: value does not match"), first);
    assertTrue(first.contains("value matches: (empty) -> \u00ab17 chars\u00bb"), first);
    assertTrue(first.contains("state FILL -> FILL: an action was not verified; plan again"), first);
    assertFalse(first.contains("snapshot (verify)"), "snapshots taken to verify an action are not retold: " + first);

    String validate = steps.get(2);
    assertTrue(validate.contains("rules plan, nothing to do"), validate);
    assertTrue(validate.contains("state VALIDATE -> SUBMIT"), validate);

    String last = steps.get(3);
    assertTrue(last.contains("1. a3 submit e31 (click) [submit]"), last);
    assertTrue(last.contains("submit via e31 (click) (a3)"), last);
    assertTrue(last.contains("retry policy for validation_error (attempt 1 of 3): STOP_TO_MANUAL: no answer to fix"), last);
    assertTrue(last.contains("outcome validation_error (REQUIRED_MISSING), confidence 0.92, not retryable (attempt 1, HTTP 422)"), last);
    assertTrue(last.contains("final state: MANUAL_REQUIRED"), last);
    assertTrue(last.contains("manual reason: LOOP_GUARD: phone field rejected [phone] three times"), last);
    assertTrue(last.contains("counters: 2 steps, 5 actions (1 unverified), 1 submit, 9 snapshots, 1 screenshot, 1 model call (972 tokens, 0 vision calls), 12.3 s"), last);
    assertTrue(out.contains("=== Run r-1 started 2026-11-21T10:15:30.250Z ==="), out);
    assertTrue(out.contains("=== Run r-1 ended: MANUAL_REQUIRED ==="), out);
  }

  @Test
  void redactsByDefault() {
    Events run = new Events("r-1");
    List<EventEnvelope> events = new ArrayList<>(run.run().subList(0, 8));
    events.add(run.next(RunState.FILL, Events.plan(4, Events.selectCountry(), Events.uploadResume())));
    String out = tell(NarrativeEventSink.builder(), events);

    assertFalse(out.contains(Events.EMAIL), out);
    assertFalse(out.contains("s3cr3tT0kenValue"), out);
    assertFalse(out.contains("555-0199"), out);
    assertFalse(out.contains("United States\""), out);
    assertFalse(out.contains("/home/jane"), out);
    assertTrue(out.contains("goal: Apply to the backend role as [email]"), out);
    assertTrue(out.contains("select_ref e9 \u2014 'Country' -> \u00ab13 chars\u00bb"), out);
    assertTrue(out.contains("upload_file e12 \u2014 'Resume' -> [file .pdf] len=19 digest="), out);
    assertFalse(out.contains("Jane_Doe"), "the file's name can name the person: " + out);
    assertFalse(out.contains("\u001b"), "plain text unless ANSI is enabled");
  }

  @Test
  void tellsEachDialogWithItsAnswerAndRedactsItsText() {
    Events run = new Events("r-1");
    List<EventEnvelope> events = new ArrayList<>(run.run().subList(0, 8));
    events.add(run.at(2, "a3").next(RunState.FILL, new RunEvent.DialogHandled(dev.autopilot.core.model.BrowserDialog.Type.CONFIRM,
        "Clear the form and start again? We will write to " + Events.EMAIL, "https://jobs.example.com/apply", false, "no submit is under way")));
    String out = tell(NarrativeEventSink.builder(), events);

    assertTrue(out.contains("dialog confirm (a3): \"Clear the form and start again? We will write to [email]\" dismissed: no submit is under way"), out);
    assertFalse(out.contains(Events.EMAIL), out);
  }

  @Test
  void debugShowsRawValues() {
    String out = tell(NarrativeEventSink.builder().debug(true), new Events("r-1").run());
    assertTrue(out.contains("type_ref e3 \u2014 'Email address' -> \"jane.doe@example.com\""), out);
    assertTrue(out.contains(Events.SECRET_URL), out);
    assertTrue(out.contains("value matches: (empty) -> \"Yes, 415-555-0199\""), out);
  }

  @Test
  void ansiEmphasisOnlyWhenAskedFor() {
    String out = tell(NarrativeEventSink.builder().ansi(true), new Events("r-1").run());
    assertTrue(out.contains("\u001b[1mSummary\u001b[0m"), out);
    assertTrue(out.contains("\u001b[31mUNVERIFIED\u001b[0m"), out);
  }

  @Test
  void printsAndFlushesEachStepWhenItCloses() {
    StringWriter target = new StringWriter();
    Writer buffered = new BufferedWriter(target, 1 << 16);
    NarrativeEventSink sink = NarrativeEventSink.toWriter(buffered);
    List<EventEnvelope> events = new Events("r-1").run();

    sink.accept(events.get(0));
    assertTrue(target.toString().contains("=== Run r-1 started"), "the opening is flushed at once");
    for (EventEnvelope event : events.subList(1, 12)) {
      sink.accept(event);
    }
    assertTrue(target.toString().contains("--- Step 0"), "step 1's first event closed step 0");
    assertFalse(target.toString().contains("--- Step 1"), "the step is still open");
    sink.accept(events.get(12));
    assertTrue(target.toString().contains("--- Step 1"), "the first event of the next step closes and flushes the step");
    assertFalse(target.toString().contains("--- Step 2"));
    for (EventEnvelope event : events.subList(13, events.size())) {
      sink.accept(event);
    }
    assertTrue(target.toString().contains("final state: MANUAL_REQUIRED"), "run_finished flushes the last step");
  }

  @Test
  void closePrintsTheStepsOfRunsStillOpen() {
    String out = tell(NarrativeEventSink.builder(), new Events("r-1").run().subList(0, 6));
    List<String> steps = steps(out);
    assertEquals(2, steps.size(), out);
    assertFiveHeadingsInOrder(steps.get(1));
    assertTrue(steps.get(1).contains("the run had not finished when the narrative was closed"), out);
  }

  @Test
  void tellsFailuresAssistAndEvidence() {
    Events run = new Events("r-1");
    List<EventEnvelope> events = new ArrayList<>();
    events.add(run.next(RunState.ASSIST_PREFILL, new RunEvent.AssistInvoked("simplify", true, true, 5, null, "prefilled from profile")));
    events.add(run.next(RunState.VERIFY_PREFILL, new RunEvent.AssistEffectEvaluated("simplify", 1, 4, 3, 2, true, null, 4 / 6.0, List.of(
        new RunEvent.AssistEffectEvaluated.FieldEffect("e1", "First name", RunEvent.AssistEffectEvaluated.FieldVerdict.VERIFIED, "all criteria held"),
        new RunEvent.AssistEffectEvaluated.FieldEffect("e4", "Phone", RunEvent.AssistEffectEvaluated.FieldVerdict.WRONG, "value differs")))));
    events.add(run.next(RunState.FILL, Events.snapshot(2, 0)));
    events.add(run.next(RunState.FILL,
        new RunEvent.ActionExecuted("k", Events.typeEmail(), false, "element e3 is gone", "STALE_REF", 3)));
    events.add(run.next(RunState.FILL, new RunEvent.ActionVerified("k", "type_ref", "e3", false, "not performed", List.of())));
    events.add(run.next(RunState.FILL, new RunEvent.EvidenceCaptured("screenshot", "before_submit", "/runs/r-1/screenshots/001_before_submit.png")));
    String out = tell(NarrativeEventSink.builder(), events);

    assertTrue(out.contains("assist 'simplify' invoked, 5 fields touched: prefilled from profile"), out);
    assertTrue(out.contains("assist 'simplify': required filled 1 -> 4 (delta 3, 2 still empty): verified"), out);
    assertTrue(out.contains("fill rate 67%; fields: 'First name' verified, 'Phone' wrong"), out);
    assertTrue(out.contains("failure: type_ref e3 \u2014 'Email address' -> \u00ab20 chars\u00bb [answer] not performed (STALE_REF): element e3 is gone"), out);
    assertTrue(out.contains("evidence screenshot 'before_submit': /runs/r-1/screenshots/001_before_submit.png"), out);
  }

  @Test
  void printsToAPrintStream() {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    NarrativeEventSink sink = NarrativeEventSink.toStream(new PrintStream(bytes, true, StandardCharsets.UTF_8));
    new Events("r-1").run().forEach(sink::accept);
    sink.close();
    String out = bytes.toString(StandardCharsets.UTF_8);
    assertEquals(4, steps(out).size(), out);
    assertTrue(out.contains("\u00ab20 chars\u00bb"), out);
  }

  @Test
  void writesEachRunToItsFolder() throws IOException {
    NarrativeEventSink sink = NarrativeEventSink.builder().runFolders(dir).clock(Clock.fixed(Events.T0, ZoneOffset.UTC)).build();
    List<EventEnvelope> a = new Events("run-a").run();
    List<EventEnvelope> b = new Events("run-b").run();
    for (int i = 0; i < a.size(); i++) {
      sink.accept(a.get(i));
      sink.accept(b.get(i));
    }
    sink.close();
    for (String id : List.of("run-a", "run-b")) {
      String text = Files.readString(dir.resolve("2026-11-21").resolve(id).resolve(RunFolder.NARRATIVE_FILE));
      assertEquals(4, steps(text).size(), text);
      assertTrue(text.contains("run " + id), text);
      assertFalse(text.contains(id.equals("run-a") ? "run run-b" : "run run-a"), text);
    }
  }

  @Test
  void aFailingWriterNeverThrowsIntoTheRun() {
    Writer broken = SinkOutputs.failingWriter();
    NarrativeEventSink sink = NarrativeEventSink.toWriter(broken);
    for (EventEnvelope event : new Events("r-1").run()) {
      assertDoesNotThrow(() -> sink.accept(event));
    }
    for (EventEnvelope event : new Events("r-2").run().subList(0, 4)) {
      assertDoesNotThrow(() -> sink.accept(event));
    }
    assertDoesNotThrow(sink::close);
  }

  @Test
  void concurrentRunsPrintWholeSteps() throws Exception {
    StringWriter out = new StringWriter();
    NarrativeEventSink sink = NarrativeEventSink.toWriter(out);
    int threads = 6;
    int runsPerThread = 30;
    SinkOutputs.onThreadsAtOnce(
        threads,
        thread -> {
          for (int r = 0; r < runsPerThread; r++) {
            new Events("run-" + thread + "-" + r).run().forEach(sink::accept);
          }
        });
    sink.close();

    List<String> steps = steps(out.toString());
    assertEquals(threads * runsPerThread * 4, steps.size());
    for (String step : steps) {
      assertFiveHeadingsInOrder(step);
      assertEquals(1, step.split("--- Step ", -1).length - 1, "one header per block");
    }
  }

  @Test
  void aStepIsWhatItsEventsNumberSayNotWhereSnapshotsFall() {
    Events run = new Events("r-1");
    List<EventEnvelope> events = new ArrayList<>();
    events.add(run.at(0, null).next(RunState.DISCOVER, run.started()));
    events.add(run.next(RunState.DISCOVER, Events.snapshot("discover", 2, 0)));
    events.add(run.at(4, null).next(RunState.SUBMIT, Events.plan(7, Events.submit())));
    events.add(run.at(4, "a7").next(RunState.SUBMIT, Events.executed(Events.submit())));
    events.add(run.next(RunState.SUBMIT, Events.snapshot("verify", 0, 0)));
    events.add(run.next(RunState.SUBMIT, new RunEvent.ActionVerified("k", "submit", "e31", true, "response captured", List.of())));
    events.add(run.next(RunState.VERIFY_OUTCOME, Events.outcome(dev.autopilot.core.model.OutcomeClass.UNKNOWN_BLOCKED, "NO_SIGNAL", "Hmm.")));
    events.add(run.at(4, null).next(RunState.VERIFY_OUTCOME, Events.snapshot("replan", 0, 0)));
    events.add(run.next(RunState.FILL, new RunEvent.StateTransition(RunState.VERIFY_OUTCOME, RunState.FILL, "replan after an unknown outcome")));
    events.add(run.at(5, null).next(RunState.FILL, Events.plan(8)));
    String out = tell(NarrativeEventSink.builder(), events);

    List<String> steps = steps(out);
    assertEquals(3, steps.size(), out);
    assertTrue(steps.get(1).startsWith("--- Step 4 | run r-1 | SUBMIT |"), steps.get(1));
    String submit = steps.get(1);
    assertTrue(submit.contains("1. a7 submit e31 (click) [submit]"), submit);
    assertTrue(submit.contains("verified   a7 submit e31: response captured"), submit);
    assertTrue(submit.contains("new snapshot (replan): \"Apply: Backend Engineer\""), "a snapshot within the step stays in it: " + submit);
    assertFalse(submit.contains("snapshot (verify)"), submit);
    assertTrue(steps.get(2).startsWith("--- Step 5 | run r-1 | FILL |"), steps.get(2));
    assertTrue(steps.get(2).contains("snapshot (replan)"), "the next step works on the latest page: " + steps.get(2));
  }
}
