package dev.autopilot.observability;

import static dev.autopilot.observability.internal.Html.esc;
import static java.util.Objects.requireNonNull;

import com.fasterxml.jackson.databind.JsonNode;
import dev.autopilot.observability.internal.AtomicFiles;
import dev.autopilot.observability.internal.BundleEvents;
import dev.autopilot.observability.internal.Html;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Stream;

/**
 * The HTML report of one run, {@code report.html} in its folder: the outcome at the top, then a
 * timeline of steps, each with what was planned, done and verified (a failed step in red with
 * its reason), the JavaScript dialogs, excerpts of the snapshots taken and the screenshots
 * inlined. Self-contained: one file, no script, style or image from elsewhere.
 *
 * <p>It is made from the folder's files only ({@code events.ndjson}, {@code snapshots/},
 * {@code screenshots/}), which the bundle wrote redacted and masked; it adds no data of its own.
 * A run that has not ended (or whose process was killed) is reported as incomplete with what
 * it did. Stateless and thread-safe.
 */
public final class HtmlReport {
  private static final int EXCERPT_LINES = 12;

  private HtmlReport() {}

  /**
   * Writes {@code report.html} into a run folder, replacing an earlier one (whole or not at all).
   *
   * @param runDirectory a run's folder ({@link RunFolder#directory()}); a folder without events
   *     gives the report of a run that has not ended
   * @return the file written
   * @throws IOException when the folder cannot be read or the file written
   */
  public static Path write(Path runDirectory) throws IOException {
    requireNonNull(runDirectory, "runDirectory");
    Path target = runDirectory.resolve(EvidenceBundle.REPORT_FILE);
    AtomicFiles.write(target, render(runDirectory));
    return target;
  }

  /**
   * The report of a run folder, as HTML, without writing it.
   *
   * @param runDirectory a run's folder ({@link RunFolder#directory()})
   * @return one self-contained HTML document, screenshots inlined
   * @throws IOException when the folder's events, snapshots or screenshots cannot be read
   */
  public static String render(Path runDirectory) throws IOException {
    BundleEvents run = BundleEvents.read(runDirectory);
    List<Path> snapshots = files(runDirectory.resolve(EvidenceBundle.SNAPSHOTS_DIR));
    StringBuilder h = new StringBuilder(64 * 1024);
    h.append("<!doctype html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>Run ").append(esc(run.requestId())).append("</title><style>")
        .append(Html.STYLE).append("</style></head><body>\n");
    h.append("<h1>Run <code>").append(esc(run.requestId())).append("</code></h1>\n");
    String state = run.finalState();
    String cls = state.equals("DONE") ? "banner" : state.equals("INCOMPLETE") ? "banner incomplete" : "banner bad";
    h.append("<div id=\"outcome\" class=\"").append(cls).append("\"><b>").append(esc(state)).append("</b>");
    if (state.equals("INCOMPLETE")) {
      h.append(": the run has not ended, or its process stopped before the end. Below is what it did until then.");
    } else {
      h.append(" · outcome <b>").append(esc(run.outcome())).append("</b>");
      if (!run.failureCode().isEmpty()) {
        h.append(" · <span class=\"failed\">").append(esc(run.failureCode())).append("</span>: ").append(esc(run.failureMessage()));
      }
      if (!run.semanticKey().isEmpty()) {
        h.append("<br><span class=\"muted\">semantic key</span> <code>").append(esc(run.semanticKey())).append("</code>");
      }
    }
    h.append("</div>\n");
    JsonNode started = run.first("run_started");
    if (!started.isMissingNode()) {
      h.append("<p class=\"muted\">").append(esc(started.path("goal").asText())).append(" · ").append(esc(started.path("start_url").asText()))
          .append(" · started ").append(esc(run.startedAt())).append("</p>\n");
    }
    h.append("<h2>Timeline</h2>\n<ol class=\"timeline\" id=\"timeline\">\n");
    Map<Integer, List<JsonNode>> steps = new LinkedHashMap<>();
    for (JsonNode e : run.events()) {
      steps.computeIfAbsent(e.path("step").asInt(0), k -> new ArrayList<>()).add(e);
    }
    int snapshotNumber = 0;
    for (Map.Entry<Integer, List<JsonNode>> step : steps.entrySet()) {
      boolean failed = step.getValue().stream().anyMatch(HtmlReport::isFailure);
      h.append("<li class=\"step").append(failed ? " failed-step" : "").append("\" data-step=\"").append(step.getKey()).append("\"><h3>")
          .append(step.getKey() == 0 ? "Before the first step" : "Step " + step.getKey()).append(failed ? " <span class=\"failed\">(failed)</span>" : "")
          .append("</h3>\n<ul class=\"events\">\n");
      for (JsonNode e : step.getValue()) {
        String type = e.path("type").asText();
        h.append("<li class=\"event ").append(esc(type)).append(isFailure(e) ? " failed" : "").append("\"><span class=\"kind\">").append(esc(type))
            .append("</span> ").append(describe(e));
        if (type.equals("snapshot_generated")) {
          snapshotNumber++;
          Path file = snapshotNumber <= snapshots.size() ? snapshots.get(snapshotNumber - 1) : null;
          if (file != null) {
            h.append(excerpt(file));
          }
        }
        if (type.equals("evidence_captured") && e.path("kind").asText().equals("screenshot")) {
          h.append(image(runDirectory, e));
        }
        h.append("</li>\n");
      }
      h.append("</ul></li>\n");
    }
    h.append("</ol>\n<p class=\"muted\">Personal data is redacted in this report as in the run's files; screenshots mask form fields.</p>\n</body></html>\n");
    return h.toString();
  }

  /** Whether an event reports something that went wrong. */
  static boolean isFailure(JsonNode e) {
    return switch (e.path("type").asText()) {
      case "action_verified" -> !e.path("verified").asBoolean(true);
      case "action_executed" -> !e.path("performed").asBoolean(true);
      case "semantic_loop_guard" -> true;
      case "run_finished" -> !e.path("final_state").asText().equals("DONE");
      default -> false;
    };
  }

  private static String describe(JsonNode e) {
    return switch (e.path("type").asText()) {
      case "run_started" -> esc(e.path("goal").asText());
      case "state_transition" -> esc(e.path("from").asText() + " → " + e.path("to").asText() + ": " + e.path("reason").asText());
      case "snapshot_generated" -> esc(e.path("purpose").asText() + ": " + e.path("elements").asInt() + " elements, " + e.path("required_unfilled").asInt()
          + " of " + e.path("required_total").asInt() + " required unanswered, " + e.path("visible_errors").asInt() + " errors shown");
      case "plan_proposed" -> plan(e);
      case "action_executed" -> esc(e.path("verb").asText(e.path("action").path("action").asText()) + " " + e.path("action").path("ref").asText("")
          + (e.path("performed").asBoolean(true) ? ": done" : ": not done (" + e.path("error_code").asText("") + ")") + " " + e.path("detail").asText(""));
      case "action_verified" -> (e.path("verified").asBoolean(true) ? "<span class=\"ok\">verified</span>: " : "<span class=\"failed\">not verified</span>: ")
          + esc(e.path("verb").asText() + " " + e.path("ref").asText("") + " — " + e.path("reason").asText());
      case "dialog_handled" -> esc(e.path("kind").asText() + " \"" + e.path("message").asText() + "\" " + (e.path("accepted").asBoolean() ? "accepted" : "dismissed")
          + ": " + e.path("reason").asText());
      case "submission_outcome_classified" -> esc("attempt " + e.path("attempt").asInt() + ": " + e.path("outcome").path("outcome_class").asText().toLowerCase(Locale.ROOT)
          + " (" + e.path("outcome").path("code").asText() + ") \"" + e.path("outcome").path("evidence_snippet").asText() + "\"");
      case "retry_policy_applied" -> esc(e.path("decision").asText() + " after attempt " + e.path("attempt").asInt() + " of " + e.path("max_attempts").asInt() + ": "
          + e.path("reason").asText());
      case "semantic_loop_guard" -> esc(e.path("escalation").asText() + " after " + e.path("failures").asInt() + " failures on " + e.path("semantic_key").asText()
          + ": " + e.path("reason").asText());
      case "vision_checked" -> esc(e.path("node").asText() + ": " + e.path("status").asText() + " " + e.path("answer").asText());
      case "assist_invoked" -> esc(e.path("plugin").asText() + ": " + e.path("fields_touched").asInt() + " fields touched " + e.path("detail").asText(""));
      case "assist_effect_evaluated" -> esc(e.path("plugin").asText() + ": required answered " + e.path("filled_required_before").asInt() + " → "
          + e.path("filled_required_after").asInt() + ", fill rate " + Math.round(100 * e.path("fill_rate").asDouble()) + "%"
          + (e.path("verified").asBoolean() ? ", verified" : ", not verified"));
      case "evidence_captured" -> esc(e.path("kind").asText() + " " + e.path("label").asText());
      case "run_finished" -> esc(e.path("final_state").asText() + (e.path("manual_reason").isObject()
          ? " — " + e.path("manual_reason").path("code").asText() + ": " + e.path("manual_reason").path("message").asText() : ""));
      default -> "";
    };
  }

  private static String plan(JsonNode e) {
    StringBuilder p = new StringBuilder(esc(e.path("source").asText() + ": " + e.path("rationale").asText()));
    JsonNode actions = e.path("actions");
    if (actions.isArray() && actions.size() > 0) {
      p.append("<ul>");
      for (JsonNode a : actions) {
        String question = a.path("meta").path("target_question").asText(a.path("target_question").asText(""));
        p.append("<li>").append(esc(a.path("action").asText() + " " + a.path("ref").asText("") + (question.isEmpty() ? "" : " — " + question))).append("</li>");
      }
      p.append("</ul>");
    }
    return p.toString();
  }

  private static String excerpt(Path file) {
    try {
      List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
      String shown = String.join("\n", lines.subList(0, Math.min(EXCERPT_LINES, lines.size())));
      return "<pre class=\"snapshot\" title=\"" + esc(String.valueOf(file.getFileName())) + "\">" + esc(shown) + (lines.size() > EXCERPT_LINES ? "\n… "
          + (lines.size() - EXCERPT_LINES) + " more lines in snapshots/" + esc(String.valueOf(file.getFileName())) : "") + "</pre>";
    } catch (IOException e) {
      return "";
    }
  }

  /** The screenshot of an {@code evidence_captured} event, inlined, when its file is in the folder's screenshots. */
  private static String image(Path runDirectory, JsonNode e) {
    Path named = Path.of(e.path("path").asText("")).getFileName();
    if (named == null) {
      return "";
    }
    Path file = runDirectory.resolve(RunFolder.SCREENSHOTS_DIR).resolve(named.toString());
    try {
      if (!Files.isRegularFile(file)) {
        return "";
      }
      String data = Base64.getEncoder().encodeToString(Files.readAllBytes(file));
      return "<figure><img class=\"screenshot\" alt=\"screenshot " + esc(named.toString()) + "\" src=\"data:image/png;base64," + data + "\"><figcaption>"
          + esc(named.toString()) + "</figcaption></figure>";
    } catch (IOException ex) {
      return "";
    }
  }

  private static List<Path> files(Path directory) throws IOException {
    if (!Files.isDirectory(directory)) {
      return List.of();
    }
    try (Stream<Path> list = Files.list(directory)) {
      return list.filter(Files::isRegularFile).sorted().toList();
    }
  }
}
