package dev.autopilot.observability.internal;

import dev.autopilot.observability.Redactor;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;
import java.util.zip.ZipOutputStream;
import org.jspecify.annotations.Nullable;

/**
 * Copies a Playwright trace archive with personal data taken out: in every entry that is UTF-8
 * text (the action log, the network log, the DOM snapshots, text resources such as pages and
 * request bodies), the values the DOM snapshots recorded for inputs and the {@code value} and
 * {@code text} parameters of actions are blanked, and the rest passes the redactor. Binary
 * entries (images, fonts the page loaded) are copied as they are; the trace is recorded without
 * screenshots, so no image shows a typed value. Stateless.
 */
final class TraceRedaction {
  /** A value Playwright keeps of an input in a DOM snapshot, and the typed text of an action. */
  private static final Pattern TYPED = Pattern.compile("\"(__playwright_value_|value|text)\":\"(?:[^\"\\\\]|\\\\.)*\"");

  private TraceRedaction() {}

  /**
   * Writes the redacted copy of {@code raw} to {@code target} (whole or not at all); a disabled
   * redactor copies it unchanged.
   */
  public static void copy(Path raw, Path target, Redactor redactor) throws IOException {
    Path temp = target.resolveSibling(target.getFileName() + ".tmp");
    try (InputStream in = Files.newInputStream(raw);
        ZipInputStream zin = new ZipInputStream(in);
        OutputStream out = Files.newOutputStream(temp);
        ZipOutputStream zout = new ZipOutputStream(out)) {
      ZipEntry entry;
      while ((entry = zin.getNextEntry()) != null) {
        byte[] bytes = zin.readAllBytes();
        zout.putNextEntry(new ZipEntry(entry.getName()));
        zout.write(redactor.isEnabled() ? redact(bytes, redactor) : bytes);
        zout.closeEntry();
      }
    }
    Files.move(temp, target, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
  }

  private static byte[] redact(byte[] bytes, Redactor redactor) {
    String text = utf8(bytes);
    if (text == null) {
      return bytes;
    }
    Matcher m = TYPED.matcher(text);
    String blanked = m.replaceAll(r -> Matcher.quoteReplacement("\"" + r.group(1) + "\":\"\""));
    return redactor.redact(blanked).getBytes(StandardCharsets.UTF_8);
  }

  /** The bytes as text when they are valid UTF-8 without NUL characters, else null. */
  private static @Nullable String utf8(byte[] bytes) {
    for (byte b : bytes) {
      if (b == 0) {
        return null;
      }
    }
    try {
      return StandardCharsets.UTF_8.newDecoder()
          .onMalformedInput(CodingErrorAction.REPORT)
          .onUnmappableCharacter(CodingErrorAction.REPORT)
          .decode(ByteBuffer.wrap(bytes))
          .toString();
    } catch (CharacterCodingException e) {
      return null;
    }
  }
}
