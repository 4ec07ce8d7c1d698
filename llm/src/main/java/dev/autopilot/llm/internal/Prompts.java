package dev.autopilot.llm.internal;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/** Prompt building blocks shared by the planner, the classifier and the vision check. */
public final class Prompts {
  private Prompts() {}

  /**
   * A labelled section: {@code <name>} content {@code </name>}, then a blank line.
   *
   * @param name the section's tag name, the program's own word
   * @param content put in as it is: the caller escapes what came from the page or a person
   *     ({@link #escape})
   * @return the section's text
   */
  public static String section(String name, String content) {
    return "<" + name + ">\n" + content + "\n</" + name + ">\n\n";
  }

  /**
   * Angle brackets escaped, so that content can neither close its section nor open another.
   *
   * @param text page or person text to put inside a section
   * @return the text with {@code <} and {@code >} as {@code &lt;} and {@code &gt;}; the same
   *     instance when it holds neither
   */
  public static String escape(String text) {
    if (text.indexOf('<') < 0 && text.indexOf('>') < 0) {
      return text;
    }
    return text.replace("<", "&lt;").replace(">", "&gt;");
  }

  /**
   * A prompt kept as a resource file of this package.
   *
   * @param name the file's name, relative to this package
   * @return its UTF-8 text, stripped of leading and trailing white space
   * @throws IllegalStateException when the resource is missing (a broken build)
   * @throws java.io.UncheckedIOException when it cannot be read
   */
  public static String resource(String name) {
    try (InputStream in = Prompts.class.getResourceAsStream(name)) {
      if (in == null) {
        throw new IllegalStateException("missing resource " + name);
      }
      return new String(in.readAllBytes(), StandardCharsets.UTF_8).strip();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
