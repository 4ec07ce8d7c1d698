package dev.autopilot.examples.uses;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.autopilot.core.model.OutcomeClass;
import dev.autopilot.core.model.OutcomeSignals;
import dev.autopilot.core.model.SemanticSnapshot;
import dev.autopilot.core.model.SubmissionOutcome;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** The examples that need no browser, run; and every example shown to users needs only published artifacts. */
class UsesTest {
  /** The packages of the published artifacts, and what they bring. */
  private static final Pattern PUBLISHED = Pattern.compile("(java|javax|org\\.slf4j|org\\.jspecify|com\\.microsoft\\.playwright)\\..*"
      + "|dev\\.autopilot\\.(core|playwright|classifier|packs|fsm|assist|observability)(\\..*)?|dev\\.autopilot\\.llm\\.(?!replay)[A-Za-z].*|dev\\.autopilot\\.llm\\.[A-Z].*");
  private static final Pattern IMPORT = Pattern.compile("(?m)^import (?:static )?([\\w.]+)");

  @Test
  void everyExampleShownToUsersNeedsOnlyPublishedArtifacts() throws Exception {
    List<Path> files;
    try (Stream<Path> walk = Files.list(Path.of("src/main/java/dev/autopilot/examples/uses"))) {
      files = new ArrayList<>(walk.filter(f -> f.toString().endsWith(".java")).toList());
    }
    files.add(Path.of("src/main/java/dev/autopilot/examples/HostLoop.java"));
    assertTrue(files.size() >= 8, files.toString());
    List<String> unpublished = new ArrayList<>();
    for (Path file : files) {
      String source = Files.readString(file);
      Matcher m = IMPORT.matcher(source);
      while (m.find()) {
        if (!PUBLISHED.matcher(m.group(1)).matches()) {
          unpublished.add(file.getFileName() + ": " + m.group(1));
        }
      }
      String code = source.replaceAll("(?m)^package .*$", "");
      if (code.contains("dev.autopilot.examples.") || code.contains("dev.autopilot.testkit") || code.contains("llm.replay")) {
        unpublished.add(file.getFileName() + ": names a class of an unpublished module");
      }
      if (!file.getFileName().toString().equals("package-info.java")) {
        assertTrue(source.contains("public static void main(String[] args)"), file + " runs on its own");
      }
    }
    assertEquals(List.of(), unpublished);
  }

  @Test
  void theSwappedClassifierConfirmsATicketAndLeavesOtherPagesToTheRules() {
    String url = "http://127.0.0.1:8080/support";
    SemanticSnapshot page = SemanticSnapshot.builder(url).title("Support").build();
    SubmissionOutcome ticket = SwappedClassifier.classifier()
        .classify(new OutcomeSignals(url, url, "Support", "Thanks! Ticket #4711 opened. We answer within a day.", 200, page));
    assertEquals(OutcomeClass.SUCCESS_CONFIRMED, ticket.outcomeClass());
    assertEquals("Ticket #4711 opened", ticket.evidenceSnippet());
    SubmissionOutcome spam = SwappedClassifier.classifier()
        .classify(new OutcomeSignals(url, url, "Support", "Your submission was flagged as spam and has not been sent.", 403, page));
    assertEquals(OutcomeClass.EXTERNAL_BLOCKED, spam.outcomeClass(), "the rules answer what the ticket classifier cannot tell");
  }

  @Test
  void thePlannerTimingPlansEveryQuestionOfItsBuiltForm() {
    PlannerTiming.Timing timing = PlannerTiming.time(40, 5);
    assertEquals(40, timing.actionsPlanned(), timing.toString());
    assertTrue(timing.medianMillis() <= timing.p90Millis(), timing.toString());
    SemanticSnapshot form = PlannerTiming.form(3);
    assertEquals(3, form.requiredUnfilled().size(), "the builder derives the open required questions");
  }
}
