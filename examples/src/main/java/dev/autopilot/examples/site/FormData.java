package dev.autopilot.examples.site;

import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/**
 * A parsed form post: text fields and files. Parses {@code multipart/form-data} (RFC 7578) and
 * {@code application/x-www-form-urlencoded} bodies.
 */
final class FormData {
  /** A file part. A part whose file name is empty (no file chosen) is not kept. */
  record FilePart(String fieldName, String filename, String contentType, byte[] content) {}

  /** Thrown for a body that cannot be parsed. */
  static final class MalformedFormException extends Exception {
    private static final long serialVersionUID = 1L;

    MalformedFormException(String message) {
      super(message);
    }
  }

  private final Map<String, List<String>> fields;
  private final List<FilePart> files;

  private FormData(Map<String, List<String>> fields, List<FilePart> files) {
    this.fields = fields;
    this.files = files;
  }

  /** The first value of a field, or null. */
  @Nullable String first(String name) {
    List<String> values = fields.get(name);
    return values == null || values.isEmpty() ? null : values.get(0);
  }

  /** Every field's first value, in the order the fields were posted. */
  Map<String, String> firstValues() {
    Map<String, String> out = new LinkedHashMap<>();
    fields.forEach((name, values) -> out.put(name, values.get(0)));
    return out;
  }

  /** The first file posted under this field name, or null. */
  @Nullable FilePart file(String fieldName) {
    return files.stream().filter(f -> f.fieldName().equals(fieldName)).findFirst().orElse(null);
  }

  List<FilePart> files() {
    return files;
  }

  /**
   * Parses a body by its content type.
   *
   * @throws MalformedFormException when the type is not a form type or the body is malformed
   */
  static FormData parse(byte[] body, @Nullable String contentType) throws MalformedFormException {
    if (contentType == null) {
      throw new MalformedFormException("no content type");
    }
    String mediaType = contentType.split(";", 2)[0].trim().toLowerCase(Locale.ROOT);
    Map<String, String> params = HeaderParams.parse(contentType);
    if (mediaType.equals("multipart/form-data")) {
      @Nullable String boundary = params.get("boundary");
      if (boundary == null || boundary.isEmpty() || boundary.length() > 200) {
        throw new MalformedFormException("missing or invalid multipart boundary");
      }
      return parseMultipart(body, boundary);
    }
    if (mediaType.equals("application/x-www-form-urlencoded")) {
      return parseUrlEncoded(new String(body, StandardCharsets.US_ASCII));
    }
    throw new MalformedFormException("unsupported content type " + mediaType);
  }

  static FormData parseUrlEncoded(String body) {
    Map<String, List<String>> fields = new LinkedHashMap<>();
    for (String pair : body.split("&")) {
      if (pair.isEmpty()) {
        continue;
      }
      int eq = pair.indexOf('=');
      String name = decodeUrl(eq < 0 ? pair : pair.substring(0, eq));
      String value = eq < 0 ? "" : decodeUrl(pair.substring(eq + 1));
      fields.computeIfAbsent(name, k -> new ArrayList<>()).add(value);
    }
    return new FormData(fields, List.of());
  }

  private static String decodeUrl(String s) {
    try {
      return java.net.URLDecoder.decode(s, StandardCharsets.UTF_8);
    } catch (IllegalArgumentException e) {
      return s;
    }
  }

  private static FormData parseMultipart(byte[] body, String boundary) throws MalformedFormException {
    byte[] delimiter = ("--" + boundary).getBytes(StandardCharsets.ISO_8859_1);
    Map<String, List<String>> fields = new LinkedHashMap<>();
    List<FilePart> files = new ArrayList<>();

    int pos = indexOf(body, delimiter, 0);
    // The first delimiter opens the body or follows a preamble and a line break.
    while (pos > 0 && body[pos - 1] != '\n') {
      pos = indexOf(body, delimiter, pos + 1);
    }
    if (pos < 0) {
      throw new MalformedFormException("no multipart boundary found");
    }
    while (true) {
      int after = pos + delimiter.length;
      if (after + 1 < body.length && body[after] == '-' && body[after + 1] == '-') {
        break;
      }
      int lineEnd = indexOf(body, new byte[] {'\n'}, after);
      if (lineEnd < 0) {
        throw new MalformedFormException("truncated multipart body");
      }
      int headersStart = lineEnd + 1;
      int[] headersEnd = findBlankLine(body, headersStart);
      if (headersEnd == null) {
        throw new MalformedFormException("part headers are not terminated");
      }
      Map<String, String> headers = parseHeaders(new String(body, headersStart, headersEnd[0] - headersStart, StandardCharsets.UTF_8));
      int contentStart = headersEnd[1];
      int next = nextDelimiter(body, delimiter, contentStart);
      if (next < 0) {
        throw new MalformedFormException("closing boundary missing");
      }
      int contentEnd = next;
      // The line break before a delimiter belongs to the delimiter, not to the content.
      if (contentEnd > contentStart && body[contentEnd - 1] == '\n') {
        contentEnd--;
        if (contentEnd > contentStart && body[contentEnd - 1] == '\r') {
          contentEnd--;
        }
      }
      addPart(headers, body, contentStart, contentEnd, fields, files);
      pos = next;
    }
    return new FormData(fields, List.copyOf(files));
  }

  private static void addPart(Map<String, String> headers, byte[] body, int from, int to,
      Map<String, List<String>> fields, List<FilePart> files) throws MalformedFormException {
    @Nullable String disposition = headers.get("content-disposition");
    if (disposition == null || !disposition.trim().toLowerCase(Locale.ROOT).startsWith("form-data")) {
      throw new MalformedFormException("part without form-data disposition");
    }
    Map<String, String> params = HeaderParams.parse(disposition);
    @Nullable String name = params.get("name");
    if (name == null) {
      throw new MalformedFormException("part without a name");
    }
    name = HeaderParams.unescapeBrowserName(name);
    String contentType = headers.getOrDefault("content-type", "");
    @Nullable String extended = params.get("filename*");
    @Nullable String filename = extended != null ? HeaderParams.decodeExtended(extended) : params.get("filename");
    if (filename != null) {
      filename = HeaderParams.unescapeBrowserName(filename);
      // Some clients send the whole client-side path; the name is its last segment.
      filename = filename.substring(Math.max(filename.lastIndexOf('/'), filename.lastIndexOf('\\')) + 1);
      if (!filename.isEmpty()) {
        byte[] content = java.util.Arrays.copyOfRange(body, from, to);
        files.add(new FilePart(name, filename, contentType.isBlank() ? "application/octet-stream" : contentType.trim(), content));
      }
      return;
    }
    Charset charset = StandardCharsets.UTF_8;
    @Nullable String declared = HeaderParams.parse(contentType).get("charset");
    if (declared != null) {
      try {
        charset = Charset.forName(declared);
      } catch (IllegalArgumentException e) {
        throw new MalformedFormException("unknown charset " + declared);
      }
    }
    fields.computeIfAbsent(name, k -> new ArrayList<>()).add(new String(body, from, to - from, charset));
  }

  private static Map<String, String> parseHeaders(String block) {
    Map<String, String> headers = new LinkedHashMap<>();
    @Nullable String name = null;
    for (String line : block.split("\r?\n")) {
      if (line.isEmpty()) {
        continue;
      }
      if ((line.charAt(0) == ' ' || line.charAt(0) == '\t') && name != null) {
        headers.merge(name, " " + line.trim(), String::concat);
        continue;
      }
      int colon = line.indexOf(':');
      if (colon <= 0) {
        continue;
      }
      name = line.substring(0, colon).trim().toLowerCase(Locale.ROOT);
      headers.put(name, line.substring(colon + 1).trim());
    }
    return headers;
  }

  /** The next delimiter that starts a line at or after {@code from}, or -1. */
  private static int nextDelimiter(byte[] body, byte[] delimiter, int from) {
    int at = indexOf(body, delimiter, from);
    while (at > from && body[at - 1] != '\n') {
      at = indexOf(body, delimiter, at + 1);
    }
    return at;
  }

  /** The end of the headers and the start of the content, for CRLF or bare LF line breaks. */
  private static int @Nullable [] findBlankLine(byte[] body, int from) {
    if (from < body.length && body[from] == '\n') {
      return new int[] {from, from + 1};
    }
    if (from + 1 < body.length && body[from] == '\r' && body[from + 1] == '\n') {
      return new int[] {from, from + 2};
    }
    for (int i = from; i < body.length - 1; i++) {
      if (body[i] == '\n') {
        if (body[i + 1] == '\n') {
          return new int[] {i, i + 2};
        }
        if (i + 2 < body.length && body[i + 1] == '\r' && body[i + 2] == '\n') {
          return new int[] {i, i + 3};
        }
      }
    }
    return null;
  }

  private static int indexOf(byte[] data, byte[] pattern, int from) {
    outer:
    for (int i = Math.max(0, from); i <= data.length - pattern.length; i++) {
      for (int j = 0; j < pattern.length; j++) {
        if (data[i + j] != pattern[j]) {
          continue outer;
        }
      }
      return i;
    }
    return -1;
  }
}
