package dev.autopilot.cli.command;

import dev.autopilot.cli.ExitCode;
import dev.autopilot.cli.Terminal;
import dev.autopilot.core.AutopilotException;
import dev.autopilot.extract.Bounds;
import dev.autopilot.extract.CrawlBounds;
import dev.autopilot.extract.CrawlResult;
import dev.autopilot.extract.ExtractedRecord;
import dev.autopilot.extract.ExtractionResult;
import dev.autopilot.extract.Extractor;
import dev.autopilot.extract.RecordExport;
import dev.autopilot.extract.Schema;
import dev.autopilot.playwright.PlaywrightBrowser;
import dev.autopilot.playwright.PlaywrightBrowserSession;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.jspecify.annotations.Nullable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code autopilot extract --schema FILE URL [--out FILE] [--crawl --max-pages N]}: reads the
 * records a JSON schema describes out of the page at the URL (or, with {@code --crawl}, the pages
 * a bounded crawl from it reaches) with the read-only {@link Extractor}, and writes them as CSV,
 * or JSON Lines when the output ends in {@code .jsonl}. Personal data in the records is redacted
 * unless {@code --raw}. Exits {@link ExitCode#DONE} when the records passed the schema's quality
 * gate (a crawl: when any page gave records), {@link ExitCode#NEEDS_PERSON} when they did not
 * (what was read is written anyway, and each attempt is printed), {@link ExitCode#ERROR} on a bad
 * schema or an output that cannot be written.
 */
@Command(name = "extract", description = "Read the records a JSON schema describes from URL (read-only) into CSV or JSON Lines.", sortOptions = false)
public final class ExtractCommand implements Callable<Integer> {
  @Option(names = "--schema", required = true, paramLabel = "FILE",
      description = "the records' JSON schema: {\"name\": \"products\", \"fields\": [{\"name\": \"price\", \"type\": \"number\"}]}")
  @SuppressWarnings("NullAway.Init") Path schemaFile; // required: picocli sets it before call()

  @Option(names = "--out", paramLabel = "FILE", description = "the output, .csv or .jsonl (default: the schema's name + .csv)")
  @Nullable Path out;

  @Option(names = "--crawl", description = "crawl from URL (same host, robots.txt honoured) and extract from every page reached")
  boolean crawl;

  @Option(names = "--max-pages", paramLabel = "N", description = "pages read at most: pagination, or with --crawl pages visited (default 20, with --crawl 50)")
  @Nullable Integer maxPages;

  @Option(names = "--raw", description = "write the values as read, personal data included (default: redacted)")
  boolean raw;

  @Parameters(index = "0", paramLabel = "URL", description = "the page's http(s) address")
  @SuppressWarnings("NullAway.Init") URI url; // required: picocli sets it before call()

  private final Terminal terminal;

  /** The command, talking to this terminal. */
  public ExtractCommand(Terminal terminal) {
    this.terminal = terminal;
  }

  @Override
  public Integer call() {
    Schema schema;
    try {
      schema = Schema.fromJson(Files.readString(schemaFile));
    } catch (IOException e) {
      terminal.err().println("autopilot could not read the schema " + schemaFile.toAbsolutePath() + " (" + e + "); pass the path of a JSON schema file");
      return ExitCode.ERROR.code();
    } catch (AutopilotException e) {
      return Runs.failed(terminal, e).code();
    }
    Path target = out != null ? out : Path.of(schema.name() + ".csv");
    Extractor.Builder b = Extractor.builder();
    if (maxPages != null && !crawl) {
      b.bounds(Bounds.defaults().withMaxPages(maxPages));
    }
    Extractor extractor = b.build();
    List<ExtractedRecord> records;
    ExitCode code;
    try (PlaywrightBrowser browser = PlaywrightBrowser.launch(); PlaywrightBrowserSession session = browser.newSession()) {
      if (crawl) {
        CrawlBounds bounds = maxPages == null ? CrawlBounds.defaults() : CrawlBounds.defaults().withMaxPages(maxPages);
        CrawlResult r = extractor.crawl(session, url, schema, bounds);
        for (CrawlResult.Visit v : r.visits()) {
          terminal.out().println(String.format(Locale.ROOT, "  page %-18s %3d records  %s", v.outcome().name().toLowerCase(Locale.ROOT), v.records(), v.url()));
        }
        terminal.out().println("crawl: " + r.visits().size() + " pages, " + r.records().size() + " records; stopped: " + r.stop());
        records = r.records();
        code = records.isEmpty() ? ExitCode.NEEDS_PERSON : ExitCode.DONE;
      } else {
        ExtractionResult r = extractor.extract(session, url, schema);
        terminal.out().println("extract: " + r.records().size() + " records from " + r.pages() + " pages, recipe by " + r.source().name().toLowerCase(Locale.ROOT)
            + ", " + (r.passed() ? "passed" : "FAILED") + " the quality gate; stopped: " + r.stop());
        if (!r.passed()) {
          r.attempts().forEach(a -> terminal.out().println("  attempt: " + a));
        }
        records = r.records();
        code = r.passed() ? ExitCode.DONE : ExitCode.NEEDS_PERSON;
      }
    } catch (AutopilotException e) {
      return Runs.failed(terminal, e).code();
    }
    RecordExport export = raw ? RecordExport.raw() : RecordExport.redacted();
    try {
      Path written = target.toString().toLowerCase(Locale.ROOT).endsWith(".jsonl")
          ? export.jsonLines(schema, records, target) : export.csv(schema, records, target);
      terminal.out().println("records: " + written.toAbsolutePath() + (raw ? "" : " (personal data redacted; --raw to keep it)"));
    } catch (UncheckedIOException | AutopilotException e) {
      terminal.err().println("autopilot could not write " + target.toAbsolutePath() + ": " + e.getMessage());
      return ExitCode.ERROR.code();
    }
    terminal.out().println("exit " + code.code() + " (" + code.name().toLowerCase(Locale.ROOT) + ")");
    return code.code();
  }
}
