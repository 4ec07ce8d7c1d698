package dev.autopilot.core;

import static java.util.Objects.requireNonNull;

import dev.autopilot.core.model.SemanticSnapshot;
import dev.autopilot.core.model.VisionNode;
import dev.autopilot.core.model.VisionVerdict;
import java.nio.file.Path;

/**
 * Looks at a screenshot when the semantic snapshot cannot settle a question, at one of the
 * {@link VisionNode}s only, within the run's vision budget (see {@link ModelBudget}).
 *
 * <p>Implementations are thread-safe, never throw for a model's failure (they answer
 * {@link VisionVerdict.Status#SKIPPED} or {@link VisionVerdict.Status#UNSURE}), and count each
 * call in the request's ledger.
 */
public interface VisionFallback {

  /**
   * Answers the request's question from its screenshot.
   *
   * @param request the node, the question, the screenshot, the snapshot and the ledger to count
   *     the call in
   * @return the verdict, never null; {@code SKIPPED} or {@code UNSURE} when the model could not
   *     answer or the budget is spent
   */
  VisionVerdict inspect(Request request);

  /** {@return no vision at all: every check is skipped, no model is called, nothing is counted} */
  static VisionFallback none() {
    return r -> VisionVerdict.skipped(r.node(), "no vision model configured");
  }

  /**
   * One vision check.
   *
   * @param node where in the run it is asked
   * @param question a yes/no question about the page, without personal data
   * @param screenshot a PNG of the page: in the run's evidence folder, or, when the run has none,
   *     a temporary file deleted once {@link #inspect} returns (read it there, keep no path to it)
   * @param snapshot the page's semantic snapshot when the screenshot was taken
   * @param ledger the run's account of model calls
   */
  record Request(VisionNode node, String question, Path screenshot, SemanticSnapshot snapshot, ModelLedger ledger) {
    /**
     * Checks that no component is null.
     *
     * @param node where in the run it is asked
     * @param question a yes/no question about the page, without personal data
     * @param screenshot a PNG of the page
     * @param snapshot the page's semantic snapshot when the screenshot was taken
     * @param ledger the run's account of model calls
     * @throws NullPointerException when a component is null
     */
    public Request {
      requireNonNull(node, "node");
      requireNonNull(question, "question");
      requireNonNull(screenshot, "screenshot");
      requireNonNull(snapshot, "snapshot");
      requireNonNull(ledger, "ledger");
    }
  }
}
