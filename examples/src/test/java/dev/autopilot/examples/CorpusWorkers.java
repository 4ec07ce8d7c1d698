package dev.autopilot.examples;

import dev.autopilot.playwright.PlaywrightBrowser;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * Drives the pages of a corpus on a few workers side by side, each with its own browser (a
 * Playwright connection belongs to one thread), and gives the results back in page order. Most of
 * a run's time is spent waiting for a page to settle, so two workers on two cores finish a corpus
 * in well under the time of one. {@code -Dcorpus.workers=1} runs one page at a time, as before.
 */
public final class CorpusWorkers {
  /** One page's run on a worker's own browser. */
  @FunctionalInterface
  public interface PageRun<R> {
    R run(PlaywrightBrowser browser, String page) throws Exception;
  }

  private CorpusWorkers() {}

  /** The number of workers: {@code corpus.workers}, 2 by default. */
  public static int workers() {
    return Math.max(1, Integer.getInteger("corpus.workers", 2));
  }

  /**
   * Runs every page, each on one of {@link #workers()} workers, and returns the results in the
   * order of {@code pages}. A page whose run throws fails the whole call with that exception, after
   * the other workers have finished their pages and closed their browsers.
   */
  public static <R> List<R> runAll(List<String> pages, PageRun<R> run) throws Exception {
    int n = Math.min(workers(), Math.max(1, pages.size()));
    List<List<Integer>> shares = new ArrayList<>();
    for (int w = 0; w < n; w++) {
      shares.add(new ArrayList<>());
    }
    for (int i = 0; i < pages.size(); i++) {
      shares.get(i % n).add(i);
    }
    Object[] results = new Object[pages.size()];
    ExecutorService pool = Executors.newFixedThreadPool(n, r -> {
      Thread t = new Thread(r, "corpus-worker");
      t.setDaemon(true);
      return t;
    });
    try {
      List<Future<?>> futures = new ArrayList<>();
      for (List<Integer> share : shares) {
        futures.add(pool.submit(() -> {
          try (PlaywrightBrowser browser = PlaywrightBrowser.launch()) {
            for (int i : share) {
              results[i] = run.run(browser, pages.get(i));
            }
          }
          return null;
        }));
      }
      Exception first = null;
      for (Future<?> f : futures) {
        try {
          f.get();
        } catch (ExecutionException e) {
          if (first == null) {
            first = e.getCause() instanceof Exception ex ? ex : new IllegalStateException(e.getCause());
          }
        }
      }
      if (first != null) {
        throw first;
      }
    } finally {
      pool.shutdownNow();
    }
    List<R> out = new ArrayList<>();
    for (Object r : results) {
      @SuppressWarnings("unchecked")
      R cast = (R) r;
      out.add(cast);
    }
    return out;
  }
}
