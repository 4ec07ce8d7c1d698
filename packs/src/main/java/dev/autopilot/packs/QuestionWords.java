package dev.autopilot.packs;

import dev.autopilot.core.model.SemanticKey;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * A pack's own questions as data: a resource of lines {@code key: phrase | phrase}, read once. A
 * question is a key's when its words hold one of the key's phrases as whole words; the longest
 * phrase found wins. Only the domain's questions live here: name, e-mail, phone and address are
 * {@code FieldMeanings}'s. Immutable and thread-safe.
 */
final class QuestionWords {
  private final Map<String, String> phrases;

  private QuestionWords(Map<String, String> phrases) {
    this.phrases = phrases;
  }

  static QuestionWords load(String resource) {
    Map<String, String> phrases = new LinkedHashMap<>();
    try (InputStream in = QuestionWords.class.getResourceAsStream(resource)) {
      if (in == null) {
        throw new IllegalStateException("missing vocabulary " + resource + " beside " + QuestionWords.class.getName());
      }
      BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
      for (String line = r.readLine(); line != null; line = r.readLine()) {
        String t = line.strip();
        int colon = t.indexOf(':');
        if (t.isEmpty() || t.startsWith("#") || colon < 0) {
          continue;
        }
        String key = t.substring(0, colon).strip();
        for (String p : t.substring(colon + 1).split("\\|")) {
          String sig = SemanticKey.questionSignature(p);
          if (!sig.isEmpty()) {
            phrases.putIfAbsent(sig, key);
          }
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException("could not read " + resource, e);
    }
    return new QuestionWords(Map.copyOf(phrases));
  }

  /** The key whose phrase the text holds, the longest phrase winning; empty when none. */
  Optional<String> of(String text) {
    String sig = " " + SemanticKey.questionSignature(text) + " ";
    String key = null;
    int longest = 0;
    for (Map.Entry<String, String> e : phrases.entrySet()) {
      if (e.getKey().length() > longest && sig.contains(" " + e.getKey() + " ")) {
        longest = e.getKey().length();
        key = e.getValue();
      }
    }
    return Optional.ofNullable(key);
  }
}
