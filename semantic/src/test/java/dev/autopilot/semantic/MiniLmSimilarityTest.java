package dev.autopilot.semantic;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;

/** The real model, run in process: its figures, the same for the same texts from any thread. */
class MiniLmSimilarityTest {
  private final MiniLmSimilarity model = MiniLmSimilarity.shared();

  @Test
  void aKeyIsNearerTheQuestionItAnswersThanAnotherOfThePage() {
    double[][] f = model.compare(List.of("Date seen", "Year built", "Care is for"),
        List.of("Date of the sighting", "When was it built?", "Who needs care?", "Number of birds seen"));
    assertTrue(f[0][0] > f[0][3] + 0.2, "Date seen: " + Arrays.toString(f[0]));
    assertTrue(f[1][1] > f[1][0] + 0.2, "Year built: " + Arrays.toString(f[1]));
    assertTrue(f[2][2] > f[2][3] + 0.2, "Care is for: " + Arrays.toString(f[2]));
    assertEquals(1.0, model.compare(List.of("Postcode"), List.of("postcode"))[0][0], 1e-5, "case does not count");
  }

  @Test
  void theFiguresAreTheSameForTheSameTextsFromManyThreads() throws Exception {
    List<String> left = List.of("How big", "Over 18", "Logline");
    List<String> right = List.of("Size", "I am 18 or older", "One-line summary", "Synopsis");
    double[][] once = MiniLmSimilarity.load().compare(left, right);
    ExecutorService pool = Executors.newFixedThreadPool(4);
    try {
      List<Future<double[][]>> runs = new ArrayList<>();
      for (int i = 0; i < 8; i++) {
        runs.add(pool.submit(() -> model.compare(left, right)));
      }
      for (Future<double[][]> run : runs) {
        double[][] f = run.get();
        for (int i = 0; i < once.length; i++) {
          assertArrayEquals(once[i], f[i], 1e-6);
        }
      }
    } finally {
      pool.shutdownNow();
    }
  }

  @Test
  void noTextsGiveNoFiguresAndANullTextIsRefused() {
    assertEquals(0, model.compare(List.of(), List.of("Size")).length);
    assertEquals(0, model.compare(List.of("Size"), List.of())[0].length);
    List<String> withNull = new ArrayList<>();
    withNull.add(null);
    assertThrows(NullPointerException.class, () -> model.compare(withNull, List.of("Size")));
    assertTrue(model.version().startsWith("all-minilm-l6-v2-q@"));
  }
}
