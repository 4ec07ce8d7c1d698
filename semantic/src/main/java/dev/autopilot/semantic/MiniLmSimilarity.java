package dev.autopilot.semantic;

import static java.util.Objects.requireNonNull;

import dev.autopilot.core.pack.TextSimilarity;
import dev.langchain4j.model.embedding.EmbeddingModel;
import dev.langchain4j.model.embedding.onnx.allminilml6v2q.AllMiniLmL6V2QuantizedEmbeddingModel;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.jspecify.annotations.Nullable;

/**
 * The cosine of sentence embeddings of all-MiniLM-L6-v2 (quantized, 384 dimensions; trained for
 * English), run in process by ONNX Runtime through LangChain4j's packaged model: no endpoint, no
 * network, no download at run time. Loading takes about half a second and some 100 MB of memory,
 * once per JVM for {@link #shared()}; a text is embedded once and kept (up to {@value
 * #CACHE_LIMIT} texts, then the cache starts over), so a page's keys and questions cost a few
 * milliseconds each the first time and nothing after.
 *
 * <p>Texts are compared as written, lower-cased; the model reads English best and other
 * languages only through shared word pieces, so a key in one language rarely meets a question in
 * another. Thread-safe: the model is run from any thread.
 */
public final class MiniLmSimilarity implements TextSimilarity {
  /** The most texts kept embedded before the cache starts over. */
  static final int CACHE_LIMIT = 20_000;

  private static volatile @Nullable MiniLmSimilarity shared;

  private final EmbeddingModel model;
  private final Map<String, float[]> cache = new ConcurrentHashMap<>();

  private MiniLmSimilarity(EmbeddingModel model) {
    this.model = model;
  }

  /**
   * The one instance of this JVM, loaded on first use.
   *
   * @return the shared similarity, never null
   * @throws IllegalStateException when ONNX Runtime cannot load on this platform (its message
   *     names the platform); a planner built without it pairs by words alone
   */
  public static MiniLmSimilarity shared() {
    MiniLmSimilarity s = shared;
    if (s == null) {
      synchronized (MiniLmSimilarity.class) {
        s = shared;
        if (s == null) {
          s = load();
          shared = s;
        }
      }
    }
    return s;
  }

  /**
   * A new instance with a model of its own; prefer {@link #shared()}, which loads it once.
   *
   * @return a new similarity, never null
   * @throws IllegalStateException when ONNX Runtime cannot load on this platform
   */
  public static MiniLmSimilarity load() {
    try {
      return new MiniLmSimilarity(new AllMiniLmL6V2QuantizedEmbeddingModel());
    } catch (RuntimeException | LinkageError e) {
      throw new IllegalStateException("all-MiniLM-L6-v2 could not be loaded on " + System.getProperty("os.name") + "/" + System.getProperty("os.arch")
          + " (ONNX Runtime ships natives for Linux, macOS and Windows on x64 and aarch64): " + e, e);
    }
  }

  /** {@inheritDoc} */
  @Override
  public double[][] compare(List<String> left, List<String> right) {
    requireNonNull(left, "left");
    requireNonNull(right, "right");
    float[][] l = embedAll(left);
    float[][] r = embedAll(right);
    double[][] out = new double[l.length][r.length];
    for (int i = 0; i < l.length; i++) {
      for (int j = 0; j < r.length; j++) {
        double dot = 0;
        for (int d = 0; d < l[i].length; d++) {
          dot += l[i][d] * r[j][d];
        }
        out[i][j] = dot;
      }
    }
    return out;
  }

  /** {@inheritDoc} */
  @Override
  public String version() {
    return "all-minilm-l6-v2-q@1.19.0-beta29";
  }

  private float[][] embedAll(List<String> texts) {
    float[][] out = new float[texts.size()][];
    for (int i = 0; i < out.length; i++) {
      out[i] = embed(requireNonNull(texts.get(i), "a text"));
    }
    return out;
  }

  /** The unit vector of a text. */
  float[] embed(String text) {
    String key = text.strip().toLowerCase(Locale.ROOT);
    float[] known = cache.get(key);
    if (known != null) {
      return known;
    }
    float[] v;
    try {
      v = model.embed(key.isEmpty() ? " " : key).content().vector();
    } catch (RuntimeException e) {
      throw new IllegalStateException("all-MiniLM-L6-v2 failed on a text of " + key.length() + " characters: " + e, e);
    }
    double norm = 0;
    for (float x : v) {
      norm += x * x;
    }
    float scale = norm == 0 ? 0 : (float) (1 / Math.sqrt(norm));
    float[] unit = new float[v.length];
    for (int d = 0; d < v.length; d++) {
      unit[d] = v[d] * scale;
    }
    if (cache.size() >= CACHE_LIMIT) {
      cache.clear();
    }
    cache.put(key, unit);
    return unit;
  }
}
