package dev.autopilot.observability;

import static java.util.Objects.requireNonNull;

import dev.autopilot.core.event.EventSink;
import dev.autopilot.core.model.RunResult;
import dev.autopilot.observability.internal.AtomicFiles;
import dev.autopilot.observability.internal.SummaryMarkdown;
import dev.autopilot.observability.internal.SummaryOnFinishSink;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.LocalDate;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * The folder of one run's evidence, keyed by its request id:
 *
 * <pre>
 * &lt;root&gt;/&lt;yyyy-MM-dd&gt;/&lt;requestId&gt;/
 *     events.ndjson     every event, one JSON object per line ({@link NdjsonEventSink})
 *     narrative.txt     the step-by-step narrative ({@link NarrativeEventSink})
 *     summary.md        how the run ended ({@link #writeSummary})
 *     screenshots/      001_before_submit.png, 002_after_submit.png, ... (see below)
 * </pre>
 *
 * <p>{@link #bundleSink} writes {@code events.ndjson}, {@code narrative.txt} and
 * {@code summary.md}. The orchestrator writes the screenshots, before and after each submit,
 * only when the run's evidence directory is this folder's {@link #screenshotsDirectory()}
 * ({@code RunOptions.withEvidenceDirectory}); the folder appears with the first screenshot.
 * Nothing else is written here unless the host puts it there.
 *
 * <p>A request id that is not a safe file name (letters, digits, {@code .}, {@code _},
 * {@code -}, at most 100 characters) is turned into one: other characters become {@code _} and
 * a short digest of the original id is appended, so distinct ids never share a folder.
 *
 * <p>Instances are immutable and thread-safe; they only compute paths, except {@link #create}
 * and {@link #writeSummary}, which write to disk and throw {@link UncheckedIOException} when
 * that fails.
 */
public final class RunFolder {

  /** The events file's name. */
  public static final String EVENTS_FILE = "events.ndjson";
  /** The narrative file's name. */
  public static final String NARRATIVE_FILE = "narrative.txt";
  /** The summary file's name. */
  public static final String SUMMARY_FILE = "summary.md";
  /** The screenshots folder's name. */
  public static final String SCREENSHOTS_DIR = "screenshots";

  private static final int MAX_NAME_LENGTH = 100;

  private final Path root;
  private final String requestId;
  private final LocalDate date;
  private final Path directory;

  private RunFolder(Path root, String requestId, LocalDate date, Path directory) {
    this.root = root;
    this.requestId = requestId;
    this.date = date;
    this.directory = directory;
  }

  /**
   * The run's folder under {@code root}, dated by the clock (in the clock's zone), created when
   * missing. When the run already
   * has a folder dated the day before (a run that went on past midnight), that one is used.
   *
   * @param root the directory holding the dated folders; created when missing
   * @param requestId the run's request id; turned into a safe folder name as the class comment
   *     says
   * @param clock gives the date the folder is filed under
   * @return the folder, existing on disk
   * @throws UncheckedIOException when the folders cannot be created
   * @throws IllegalArgumentException when the request id is blank
   */
  public static RunFolder create(Path root, String requestId, Clock clock) {
    requireNonNull(root, "root");
    requireNonNull(requestId, "requestId");
    requireNonNull(clock, "clock");
    if (requestId.isBlank()) {
      throw new IllegalArgumentException("requestId cannot be blank");
    }
    String name = folderName(requestId);
    LocalDate today = LocalDate.now(clock);
    LocalDate date = today;
    if (!Files.isDirectory(root.resolve(today.toString()).resolve(name))
        && Files.isDirectory(root.resolve(today.minusDays(1).toString()).resolve(name))) {
      date = today.minusDays(1);
    }
    Path directory = root.resolve(date.toString()).resolve(name);
    try {
      Files.createDirectories(directory);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot create the run folder " + directory, e);
    }
    return new RunFolder(root, requestId, date, directory);
  }

  /**
   * A sink that fills each run's bundle under {@code root}: {@code events.ndjson},
   * {@code narrative.txt}, and {@code summary.md} when the run finishes. Its parts share the
   * redactor; pass {@link Redactor#disabled()} only for local debugging.
   *
   * @param root the directory holding the dated folders; each run's folder is created with its
   *     first event
   * @param clock dates the folders and stamps the summaries
   * @param redactor applied to every file the sink writes
   * @return a sink for any number of runs, each keyed by its request id; the caller closes it.
   *     A file that cannot be written is logged and the run goes on
   */
  public static EventSink bundleSink(Path root, Clock clock, Redactor redactor) {
    requireNonNull(root, "root");
    requireNonNull(clock, "clock");
    requireNonNull(redactor, "redactor");
    return EventSink.composite(
        NdjsonEventSink.builder().runFolders(root).clock(clock).redactor(redactor).build(),
        NarrativeEventSink.builder().runFolders(root).clock(clock).redactor(redactor).build(),
        new SummaryOnFinishSink(root, clock, redactor));
  }

  /**
   * The folder that holds the dated folders.
   *
   * @return the root as given to {@link #create}
   */
  public Path root() {
    return root;
  }

  /**
   * The run's request id, as given.
   *
   * @return the id before it was made a safe folder name
   */
  public String requestId() {
    return requestId;
  }

  /**
   * The date the folder is filed under.
   *
   * @return the clock's day when the folder was made, or the day before when the run's folder
   *     was already filed under that day (a run that went on past midnight)
   */
  public LocalDate date() {
    return date;
  }

  /**
   * The run's folder.
   *
   * @return {@code <root>/<yyyy-MM-dd>/<requestId>}, the id made a safe file name
   */
  public Path directory() {
    return directory;
  }

  /**
   * The events file.
   *
   * @return {@code events.ndjson} in the folder, whether written yet or not
   */
  public Path eventsFile() {
    return directory.resolve(EVENTS_FILE);
  }

  /**
   * The narrative file.
   *
   * @return {@code narrative.txt} in the folder, whether written yet or not
   */
  public Path narrativeFile() {
    return directory.resolve(NARRATIVE_FILE);
  }

  /**
   * The summary file.
   *
   * @return {@code summary.md} in the folder, whether written yet or not
   */
  public Path summaryFile() {
    return directory.resolve(SUMMARY_FILE);
  }

  /**
   * The screenshots folder; give it to {@code RunOptions.withEvidenceDirectory} to have the
   * orchestrator's screenshots land in the bundle.
   *
   * @return {@code screenshots/} in the folder; not created here
   */
  public Path screenshotsDirectory() {
    return directory.resolve(SCREENSHOTS_DIR);
  }

  /**
   * The path of the run's {@code index}-th screenshot, such as
   * {@code screenshots/001_before_submit.png}. The label is reduced to lower-case letters,
   * digits, {@code _} and {@code -}.
   *
   * @param index the screenshot's number in the run, from 1; written with three digits
   * @param label what the screenshot shows, such as {@code before_submit}; an empty label
   *     leaves the number alone
   * @return the path; neither the file nor its folder is created
   * @throws IllegalArgumentException when the index is below 1
   */
  public Path screenshotFile(int index, String label) {
    return screenshotsDirectory().resolve(numbered(index, label) + ".png");
  }

  /**
   * Writes {@code summary.md}, redacted by {@link Redactor#standard()}, replacing an earlier one.
   *
   * @param result how the run ended
   * @return the file written
   * @throws UncheckedIOException when it cannot be written
   */
  public Path writeSummary(RunResult result) {
    return writeSummary(result, Redactor.standard());
  }

  /**
   * Writes {@code summary.md} through the redactor given, replacing an earlier one: final
   * state, outcome, manual reason, counters, and the files the folder holds. The file is written whole or not at all.
   *
   * @param result how the run ended
   * @param redactor applied to every text from the run (the manual reason's message, values)
   * @return the file written
   * @throws UncheckedIOException when it cannot be written
   */
  public Path writeSummary(RunResult result, Redactor redactor) {
    requireNonNull(result, "result");
    requireNonNull(redactor, "redactor");
    Set<String> present = new HashSet<>();
    for (String name : List.of(EVENTS_FILE, NARRATIVE_FILE, SCREENSHOTS_DIR, EvidenceBundle.PLAN_FILE, EvidenceBundle.SNAPSHOTS_DIR,
        EvidenceBundle.EXPORTS_DIR, EvidenceBundle.TRACE_FILE, EvidenceBundle.REPORT_FILE)) {
      if (Files.exists(directory.resolve(name))) {
        present.add(name);
      }
    }
    return write(SUMMARY_FILE, SummaryMarkdown.render(result, redactor, present));
  }

  /**
   * Writes a {@code summary.md} that says the run has not ended: it is running, or its process
   * stopped before the end. A run with an evidence bundle starts with this one; its end replaces it.
   *
   * @return the file written
   * @throws UncheckedIOException when it cannot be written
   */
  public Path writeIncompleteSummary() {
    return write(SUMMARY_FILE, SummaryMarkdown.incomplete(requestId));
  }

  /**
   * The folder for files a run exports.
   *
   * @return {@code exports/} in the folder; not created here
   */
  public Path exportsDirectory() {
    return directory.resolve(EvidenceBundle.EXPORTS_DIR);
  }

  /**
   * The folder of the page snapshots an {@link EvidenceBundle} keeps.
   *
   * @return {@code snapshots/} in the folder; not created here
   */
  public Path snapshotsDirectory() {
    return directory.resolve(EvidenceBundle.SNAPSHOTS_DIR);
  }

  /**
   * The plan file an {@link EvidenceBundle} writes.
   *
   * @return {@code plan.json} in the folder, whether written yet or not
   */
  public Path planFile() {
    return directory.resolve(EvidenceBundle.PLAN_FILE);
  }

  /**
   * The redacted browser trace an {@link EvidenceBundle} keeps.
   *
   * @return {@code trace.zip} in the folder, whether written or not
   */
  public Path traceFile() {
    return directory.resolve(EvidenceBundle.TRACE_FILE);
  }

  /**
   * The HTML report ({@link HtmlReport}).
   *
   * @return {@code report.html} in the folder, whether written or not
   */
  public Path reportFile() {
    return directory.resolve(EvidenceBundle.REPORT_FILE);
  }

  /**
   * The path of the run's {@code number}-th snapshot, such as {@code snapshots/002_plan.txt}.
   *
   * @param number the snapshot's number in the run, from 1; written with three digits
   * @param purpose why it was taken, such as {@code plan}; reduced as a screenshot's label is
   * @return the path; neither the file nor its folder is created
   * @throws IllegalArgumentException when the number is below 1
   */
  public Path snapshotFile(int number, String purpose) {
    return snapshotsDirectory().resolve(numbered(number, purpose) + ".txt");
  }

  private Path write(String name, String text) {
    Path target = directory.resolve(name);
    try {
      AtomicFiles.write(target, text);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot write " + target, e);
    }
    return target;
  }

  @Override
  public String toString() {
    return "RunFolder[" + directory + "]";
  }

  /** A request id as a file name: itself when safe, else its safe characters and a digest. */
  static String folderName(String requestId) {
    boolean safe = requestId.length() <= MAX_NAME_LENGTH && !requestId.startsWith(".");
    StringBuilder name = new StringBuilder(requestId.length());
    for (int i = 0; i < requestId.length(); i++) {
      char c = requestId.charAt(i);
      if (isSafe(c)) {
        name.append(c);
      } else {
        name.append('_');
        safe = false;
      }
    }
    if (safe) {
      return requestId;
    }
    String hex = shortSha256(requestId);
    String stem = name.length() > MAX_NAME_LENGTH - 9 ? name.substring(0, MAX_NAME_LENGTH - 9) : name.toString();
    if (stem.startsWith(".")) {
      stem = "_" + stem.substring(1);
    }
    return stem + "-" + hex;
  }

  /** The first 8 hex digits of a request id's SHA-256: a request id is no personal data, so no key is needed. */
  private static String shortSha256(String requestId) {
    try {
      byte[] hash = java.security.MessageDigest.getInstance("SHA-256").digest(requestId.getBytes(StandardCharsets.UTF_8));
      return java.util.HexFormat.of().formatHex(hash, 0, 4);
    } catch (java.security.NoSuchAlgorithmException e) {
      throw new IllegalStateException("every Java platform provides SHA-256", e);
    }
  }

  private static boolean isSafe(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '.' || c == '_' || c == '-';
  }

  private static String numbered(int index, String label) {
    requireNonNull(label, "label");
    if (index < 1) {
      throw new IllegalArgumentException("index starts at 1, was " + index);
    }
    StringBuilder clean = new StringBuilder(label.length());
    for (char c : label.toLowerCase(Locale.ROOT).toCharArray()) {
      boolean keep = (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-' || c == '_';
      clean.append(keep ? c : '_');
    }
    String prefix = String.format(Locale.ROOT, "%03d", index);
    return clean.length() == 0 ? prefix : prefix + "_" + clean;
  }
}
