package dev.autopilot.packs;

import dev.autopilot.classifier.RuleSet;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/** A pack's outcome phrases: a rule file of the classifier beside the pack's class. */
final class OutcomePhrases {
  private OutcomePhrases() {}

  static RuleSet load(String resource) {
    try (InputStream in = OutcomePhrases.class.getResourceAsStream(resource)) {
      if (in == null) {
        throw new IllegalStateException("missing rule file " + resource + " beside " + OutcomePhrases.class.getName());
      }
      return RuleSet.parse(resource, new String(in.readAllBytes(), StandardCharsets.UTF_8));
    } catch (IOException e) {
      throw new UncheckedIOException("could not read " + resource, e);
    }
  }
}
