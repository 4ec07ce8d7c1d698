package dev.autopilot.observability.internal;

import dev.autopilot.core.event.RunEvent.RunFinished;
import dev.autopilot.core.event.RunEvent.SnapshotGenerated;
import dev.autopilot.core.model.ManualReason;
import dev.autopilot.core.model.RunCounters;
import dev.autopilot.core.model.RunState;
import dev.autopilot.core.model.SubmissionOutcome;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.jspecify.annotations.Nullable;

/**
 * What the narrative knows of one step of a run (all events carrying one step number), in the
 * five parts it is told in. Not thread-safe; owned by its {@link NarrativeRun}.
 */
final class NarrativeStep {
  private static final String INDENT = "  ";

  final int number;
  final RunState state;
  final Instant start;
  boolean hasPage;
  int planned;
  final Set<String> executed = new LinkedHashSet<>();
  int executedWithoutId;
  int verified;
  int unverified;
  final List<String> summary = new ArrayList<>();
  final List<String> analysis = new ArrayList<>();
  final List<String> plan = new ArrayList<>();
  final List<String> decision = new ArrayList<>();
  final List<String> result = new ArrayList<>();

  NarrativeStep(int number, RunState state, Instant start) {
    this.number = number;
    this.state = state;
    this.start = start;
  }

  /** The page the step works on: its summary and what is missing there. */
  void page(SnapshotGenerated s, RunState at, NarrativeText words) {
    hasPage = true;
    summary.add("page \"" + words.text(s.title(), 80) + "\" " + words.text(s.url(), 160));
    summary.add(
        Texts.count(s.elements(), "element", "elements") + " in " + Texts.count(s.groups(), "group", "groups") + "; "
            + s.requiredTotal() + " required, " + s.requiredUnfilled() + " unfilled; "
            + Texts.count(s.visibleErrors(), "visible error", "visible errors") + "; "
            + Texts.count(s.submitCandidates(), "submit candidate", "submit candidates"));
    summary.add("snapshot (" + words.text(s.purpose(), 30) + ") epoch " + s.epoch() + (s.structureChanged() ? ", structure changed" : ", same structure")
        + ", took " + Texts.duration(s.durationMillis()));
    analysis.add("state " + at + ": " + missing(s));
  }

  /** A later snapshot within the step, not taken for one action: a line of the result. */
  void laterPage(SnapshotGenerated s, NarrativeText words) {
    result.add("new snapshot (" + words.text(s.purpose(), 30) + "): \"" + words.text(s.title(), 80) + "\" " + words.text(s.url(), 160) + "; "
        + missing(s));
  }

  private static String missing(SnapshotGenerated s) {
    String missing = s.requiredUnfilled() == 0
        ? "every required question answered"
        : s.requiredUnfilled() + " of " + s.requiredTotal() + " required questions unanswered";
    String errors = s.visibleErrors() == 0 ? "no errors shown" : Texts.count(s.visibleErrors(), "error", "errors") + " shown";
    String submit = s.submitCandidates() == 0 ? "; no submit control found" : "";
    return missing + "; " + errors + submit;
  }

  /** The run's end, told in this step. */
  void finish(RunFinished f, NarrativeText words) {
    decision.add(switch (f.finalState()) {
      case DONE -> "done: the run ends in DONE";
      case PREPARED -> "prepared: the form is filled and its submit waits for the person's confirmation";
      default -> "stop: the run ends in " + f.finalState();
    });
    result.add("final state: " + f.finalState());
    ManualReason reason = f.manualReason();
    if (reason != null) {
      StringBuilder line = new StringBuilder("manual reason: ").append(reason.code().name()).append(": ").append(words.text(reason.message(), 200));
      List<String> facts = new ArrayList<>();
      String key = reason.semanticKey();
      if (key != null) {
        facts.add("key '" + words.text(key, 80) + "'");
      }
      for (Map.Entry<String, String> d : new TreeMap<>(reason.details()).entrySet()) {
        facts.add(words.text(d.getKey(), 40) + "=" + words.text(d.getValue(), 60));
      }
      if (!facts.isEmpty()) {
        line.append(" (").append(String.join("; ", facts)).append(')');
      }
      result.add(line.toString());
    }
    SubmissionOutcome o = f.outcome();
    result.add(o == null ? "outcome: never submitted" : "outcome: " + words.outcome(o));
    if (!f.unplacedValues().isEmpty()) {
      result.add("values placed in no field: " + f.unplacedValues().stream().map(k -> "'" + words.text(k, 40) + "'")
          .collect(java.util.stream.Collectors.joining(", ")));
    }
    RunCounters c = f.counters();
    result.add(
        "counters: " + Texts.count(c.steps(), "step", "steps") + ", " + Texts.count(c.actions(), "action", "actions") + " ("
            + c.unverifiedActions() + " unverified), " + Texts.count(c.submitAttempts(), "submit", "submits") + ", "
            + Texts.count(c.snapshots(), "snapshot", "snapshots") + ", " + Texts.count(c.screenshots(), "screenshot", "screenshots") + ", "
            + Texts.count(c.model().calls(), "model call", "model calls") + " (" + c.model().totalTokens() + " tokens, "
            + Texts.count(c.model().visionCalls(), "vision call", "vision calls") + "), " + Texts.duration(c.elapsedMillis()));
  }

  /** The step in its five headed parts; {@code note} ends the result when given. */
  String render(String requestId, NarrativeText words, @Nullable String note) {
    StringBuilder out = new StringBuilder(1024);
    out.append(words.bold("--- Step " + number + " | run " + requestId + " | " + state + " | " + start + " ---")).append('\n');
    section(out, words, "Summary", summary, number == 0 ? "(no snapshot yet)" : "(no snapshot)");
    section(out, words, "Analysis", analysis, "(nothing to note)");
    section(out, words, "Plan", plan, "(no plan in this step)");
    List<String> decided = new ArrayList<>();
    int done = executed.size() + executedWithoutId;
    if (done > 0) {
      decided.add(planned > 0 && planned != done ? "execute " + done + " of " + planned + " planned actions" : "execute " + Texts.count(done, "action", "actions"));
    } else if (planned > 0) {
      decided.add("execute none of the " + planned + " planned actions");
    }
    decided.addAll(decision);
    section(out, words, "Decision", decided, "(no decision recorded)");
    List<String> results = new ArrayList<>(result);
    if (verified + unverified > 1) {
      results.add(0, verified + " verified, " + unverified + " unverified");
    }
    if (note != null) {
      results.add(note);
    }
    section(out, words, "Result", results, "(no result yet)");
    return out.append('\n').toString();
  }

  private static void section(StringBuilder out, NarrativeText words, String heading, List<String> lines, String whenEmpty) {
    out.append(words.bold(heading)).append('\n');
    if (lines.isEmpty()) {
      out.append(INDENT).append(whenEmpty).append('\n');
    }
    for (String line : lines) {
      out.append(INDENT).append(line).append('\n');
    }
  }
}
