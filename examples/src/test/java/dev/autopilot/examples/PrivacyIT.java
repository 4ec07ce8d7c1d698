package dev.autopilot.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.autopilot.jobpack.Profile;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The demo, run as a user runs it: nothing it writes or prints holds a value of the profile. */
class PrivacyIT {

  @Test
  void noFileTheDemoWritesHoldsAnyProfileValue(@TempDir Path runs, @TempDir Path reference) throws Exception {
    Profile profile = SampleProfile.extractTo(reference);
    Set<String> values = new LinkedHashSet<>(profile.personalValues());
    values.remove(profile.resume().toString());
    values.remove(profile.resume().toAbsolutePath().toString());
    // the demo's own copy of the resume lives in a temporary folder of its own: its folder is the value to look for
    values.add("autopilot-demo-profile-");

    ByteArrayOutputStream printed = new ByteArrayOutputStream();
    int code = ApplyToJob.run(new String[] {"classic", "--runs", runs.toString()}, new PrintStream(printed, true, StandardCharsets.UTF_8));
    String terminal = printed.toString(StandardCharsets.UTF_8);
    assertEquals(0, code, terminal);

    List<Path> files;
    try (Stream<Path> walk = Files.walk(runs)) {
      files = walk.filter(Files::isRegularFile).toList();
    }
    assertTrue(files.size() >= 8, "events, narrative, summary, plan, report, snapshots and two screenshots: " + files);
    List<String> hits = new ArrayList<>(scan("the terminal", terminal, values));
    for (Path file : files) {
      // every byte as a character, so that binary files are scanned too
      hits.addAll(scan(runs.relativize(file).toString(), new String(Files.readAllBytes(file), StandardCharsets.ISO_8859_1), values));
      hits.addAll(scan(runs.relativize(file).toString(), Files.isRegularFile(file) ? new String(Files.readAllBytes(file), StandardCharsets.UTF_8) : "", values));
      assertFalse(file.getFileName().toString().endsWith(".json") && !file.getFileName().toString().equals("plan.json"),
          "no profile file in the run folder: " + file);
      assertFalse(file.getFileName().toString().endsWith(".pdf"), "no resume in the run folder: " + file);
    }
    assertEquals(List.of(), hits, "profile values found");

    // identifiers that are not personal stay readable
    Path events = files.stream().filter(f -> f.getFileName().toString().equals("events.ndjson")).findFirst().orElseThrow();
    String requestId = events.getParent().getFileName().toString();
    assertTrue(Files.readString(events).contains("\"request_id\":\"" + requestId + "\""));
    assertTrue(Pattern.compile("/applications/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/confirmation").matcher(Files.readString(events)).find(),
        "the site's confirmation number is kept");
  }

  /** Every place a value occurs as a whole word, ignoring case. */
  static List<String> scan(String where, String text, Set<String> values) {
    List<String> hits = new ArrayList<>();
    for (String value : values) {
      Pattern p = Pattern.compile("(?<![\\p{L}\\p{N}])" + Pattern.quote(value) + (value.endsWith("-") ? "" : "(?![\\p{L}\\p{N}])"),
          Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE);
      var m = p.matcher(text);
      while (m.find()) {
        int from = Math.max(0, m.start() - 30);
        hits.add(where + ": \"" + value + "\" in …" + text.substring(from, Math.min(text.length(), m.end() + 30)).replace('\n', ' ') + "…");
      }
    }
    return hits;
  }
}
