package dev.autopilot.observability.internal;

import dev.autopilot.core.model.ManualReason;
import dev.autopilot.core.model.RunCounters;
import dev.autopilot.core.model.RunResult;
import dev.autopilot.core.model.SubmissionOutcome;
import dev.autopilot.observability.EvidenceBundle;
import dev.autopilot.observability.Redactor;
import dev.autopilot.observability.RunFolder;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/** Renders the {@code summary.md} of a run folder. Stateless. */
public final class SummaryMarkdown {
  private SummaryMarkdown() {}

  /** The first line of the summary of a run that has not ended. */
  public static final String INCOMPLETE = ": incomplete";

  /**
   * The summary of a run that has not ended yet, or whose process stopped before its end.
   *
   * @param requestId the run's id, written as it is (an id the run made, not personal data)
   * @return Markdown whose first line ends with {@link #INCOMPLETE}
   */
  public static String incomplete(String requestId) {
    return "# Run " + requestId + INCOMPLETE + "\n\n"
        + "- **Final state:** none: the run has not ended. It is running, or its process stopped before the end (killed, crashed, out of power).\n"
        + "- What it did is in `" + RunFolder.EVENTS_FILE + "` (one event per line, flushed as it happened) and `" + RunFolder.NARRATIVE_FILE
        + "`; the run's end replaces this file.\n";
  }

  /**
   * The summary of a run, every free text redacted.
   *
   * @param result how the run ended
   * @param redactor applied to the outcome's code and evidence and to the manual reason's
   *     message, semantic key and details
   * @param present the names of the files and folders the run folder holds besides the summary,
   *     listed under "Files"
   * @return the Markdown text of {@code summary.md}
   */
  public static String render(RunResult result, Redactor redactor, Set<String> present) {
    StringBuilder md = new StringBuilder(1024);
    md.append("# Run ").append(result.requestId()).append(": ").append(result.finalState()).append("\n\n");
    md.append("- **Final state:** ").append(result.finalState()).append('\n');
    SubmissionOutcome outcome = result.outcome();
    if (outcome == null) {
      md.append("- **Outcome:** the run never submitted\n");
    } else {
      md.append("- **Outcome:** ")
          .append(outcome.outcomeClass().wireName())
          .append(" (")
          .append(redactor.redact(Texts.oneLine(outcome.code())))
          .append("), confidence ")
          .append(Texts.confidence(outcome.confidence()))
          .append(outcome.retryable() ? ", retryable" : ", not retryable")
          .append('\n');
      if (!outcome.evidenceSnippet().isBlank()) {
        md.append("  - evidence: \"").append(Texts.clip(redactor.redact(outcome.evidenceSnippet()), 300)).append("\"\n");
      }
    }
    ManualReason reason = result.manualReason();
    if (reason == null) {
      md.append("- **Manual reason:** none\n");
    } else {
      md.append("- **Manual reason:** ")
          .append(reason.code().name())
          .append(": ")
          .append(redactor.redact(Texts.oneLine(reason.message())))
          .append('\n');
      String key = reason.semanticKey();
      if (key != null) {
        md.append("  - semantic key: `").append(redactor.redact(Texts.oneLine(key))).append("`\n");
      }
      for (Map.Entry<String, String> detail : new TreeMap<>(reason.details()).entrySet()) {
        md.append("  - ")
            .append(redactor.redact(Texts.oneLine(detail.getKey())))
            .append(": ")
            .append(redactor.redact(Texts.oneLine(detail.getValue())))
            .append('\n');
      }
    }
    RunCounters c = result.counters();
    md.append("\n## Counters\n\n");
    md.append("| steps | actions | unverified | submits | snapshots | screenshots | model calls | model tokens (in/out) | vision calls | elapsed |\n");
    md.append("|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n");
    md.append("| ")
        .append(c.steps())
        .append(" | ")
        .append(c.actions())
        .append(" | ")
        .append(c.unverifiedActions())
        .append(" | ")
        .append(c.submitAttempts())
        .append(" | ")
        .append(c.snapshots())
        .append(" | ")
        .append(c.screenshots())
        .append(" | ")
        .append(c.model().calls())
        .append(" | ")
        .append(c.model().inputTokens())
        .append(" / ")
        .append(c.model().outputTokens())
        .append(" | ")
        .append(c.model().visionCalls())
        .append(" | ")
        .append(Texts.duration(c.elapsedMillis()))
        .append(" |\n");
    List<String> files = new ArrayList<>();
    if (present.contains(RunFolder.EVENTS_FILE)) {
      files.add("- `" + RunFolder.EVENTS_FILE + "`: every event, one JSON object per line\n");
    }
    if (present.contains(RunFolder.NARRATIVE_FILE)) {
      files.add("- `" + RunFolder.NARRATIVE_FILE + "`: the step-by-step narrative\n");
    }
    if (present.contains(RunFolder.SCREENSHOTS_DIR)) {
      files.add("- `" + RunFolder.SCREENSHOTS_DIR + "/`: screenshots before and after each submit, form fields masked\n");
    }
    if (present.contains(EvidenceBundle.PLAN_FILE)) {
      files.add("- `" + EvidenceBundle.PLAN_FILE + "`: the steps the run planned, as taken\n");
    }
    if (present.contains(EvidenceBundle.SNAPSHOTS_DIR)) {
      files.add("- `" + EvidenceBundle.SNAPSHOTS_DIR + "/`: every snapshot, as the planner reads it\n");
    }
    if (present.contains(EvidenceBundle.EXPORTS_DIR)) {
      files.add("- `" + EvidenceBundle.EXPORTS_DIR + "/`: files the run exported\n");
    }
    if (present.contains(EvidenceBundle.REPORT_FILE)) {
      files.add("- `" + EvidenceBundle.REPORT_FILE + "`: the run as a page to read in a browser\n");
    }
    if (present.contains(EvidenceBundle.TRACE_FILE)) {
      files.add("- `" + EvidenceBundle.TRACE_FILE + "`: the browser trace (`npx playwright show-trace trace.zip`), redacted, without screenshots\n");
    }
    if (!files.isEmpty()) {
      md.append("\n## Files\n\n");
      files.forEach(md::append);
    }
    if (redactor.isEnabled()) {
      md.append("\nPersonal data is redacted: typed values appear as their length and digest.\n");
    }
    return md.toString();
  }
}
