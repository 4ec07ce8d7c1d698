package dev.autopilot.extract;

import static java.util.Objects.requireNonNull;

import dev.autopilot.core.model.ModelUsage;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * What an extraction gave: the records, whether they passed the quality gate, the recipe that read
 * them and who wrote it, and, when it failed, a report of every attempt with the partial records
 * of the best one. Immutable.
 *
 * @param passed whether the records passed the {@link QualityGate}
 * @param records the records of the passing recipe, or of the best failing attempt (partial)
 * @param recipe the recipe that read them, null when none could be written
 * @param source where the recipe came from
 * @param quality the gate's verdict on {@link #records}
 * @param attempts one line per recipe tried: its source and why it failed or that it passed
 * @param pages the pages read by the last recipe run (the first plus each paging step)
 * @param stop why reading stopped: the pagination ended, or which bound was reached
 * @param exports files the page downloaded while it was read
 * @param refusedNavigations non-GET navigations the read-only guard aborted
 * @param modelUsage the model calls this extraction made (none when rules or the cache served)
 * @param prompt the size of the page outline against the part sent to the model; null when no
 *     model was asked
 */
public record ExtractionResult(
    boolean passed,
    List<ExtractedRecord> records,
    @Nullable Recipe recipe,
    Source source,
    QualityReport quality,
    List<String> attempts,
    int pages,
    String stop,
    List<ExportFile> exports,
    List<String> refusedNavigations,
    ModelUsage modelUsage,
    @Nullable PromptSize prompt) {

  /** Where the recipe came from. */
  public enum Source {
    /** The recipe cache: no rule and no model was asked. */
    CACHE,
    /** The rules, from the page's structure. */
    RULES,
    /** A model. */
    MODEL,
    /** No recipe could be written. */
    NONE
  }

  /**
   * How much of a long page a model prompt carries.
   *
   * @param pageHtmlChars the page's HTML
   * @param outlineChars the outline of the whole page
   * @param partChars the part of it the prompt carried
   */
  public record PromptSize(int pageHtmlChars, int outlineChars, int partChars) {}

  /**
   * Checks the result and copies its lists.
   *
   * @param passed whether the records passed
   * @param records copied; empty when nothing was read
   * @param recipe null when no recipe could be written
   * @param source not null; {@link Source#NONE} when {@code recipe} is null
   * @param quality not null
   * @param attempts copied
   * @param pages 0 when no recipe ran
   * @param stop not null
   * @param exports copied
   * @param refusedNavigations copied; empty when the page tried none
   * @param modelUsage not null
   * @param prompt null when no model was asked
   * @throws NullPointerException when a component that may not be null, or a list element, is
   *     null
   */
  public ExtractionResult {
    records = List.copyOf(records);
    requireNonNull(source, "source");
    requireNonNull(quality, "quality");
    attempts = List.copyOf(attempts);
    requireNonNull(stop, "stop");
    exports = List.copyOf(exports);
    refusedNavigations = List.copyOf(refusedNavigations);
    requireNonNull(modelUsage, "modelUsage");
  }
}
