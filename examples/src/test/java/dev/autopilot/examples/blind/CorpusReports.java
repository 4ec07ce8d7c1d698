package dev.autopilot.examples.blind;

import dev.autopilot.core.event.EventEnvelope;
import dev.autopilot.core.event.InMemoryEventSink;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;

/** What the corpus measurements share: the pages chosen to run, a run's events on disk, report cells. */
final class CorpusReports {
  private CorpusReports() {}

  /** The pages to run: those {@code -Dblind.pages=a,b} names, else all. */
  static List<String> chosen(List<String> pages) {
    String only = System.getProperty("blind.pages", "").strip();
    if (only.isEmpty()) {
      return pages;
    }
    List<String> named = List.of(only.split("\\s*,\\s*"));
    return pages.stream().filter(named::contains).toList();
  }

  /** Writes a run's events, one a line, to {@code <folder>/<page>.events.txt}. */
  static void writeEvents(Path folder, String page, InMemoryEventSink events) throws IOException {
    Files.writeString(folder.resolve(page + ".events.txt"),
        events.events().stream().map(EventEnvelope::toString).collect(Collectors.joining("\n")), StandardCharsets.UTF_8);
  }

  /** The text on one line, cut to {@code max} characters with an ellipsis. */
  static String shorten(String s, int max) {
    String one = s.replaceAll("\\s+", " ").strip();
    return one.length() <= max ? one : one.substring(0, max - 1) + "…";
  }

  /** The text made safe for a Markdown table cell. */
  static String cell(String s) {
    return s.replace("|", "\\|");
  }
}
