package dev.autopilot.examples.site;

import static java.nio.charset.StandardCharsets.UTF_8;

import java.io.ByteArrayOutputStream;
import java.net.http.HttpRequest;
import java.util.Map;

/** Builds multipart/form-data bodies the way a browser does, for tests. */
final class MultipartBody {
  static final byte[] PDF = "%PDF-1.4\n% demo resume\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n".getBytes(UTF_8);

  private final String boundary;
  private final ByteArrayOutputStream out = new ByteArrayOutputStream();

  MultipartBody() {
    this("----WebKitFormBoundaryAutopilot7Qx3");
  }

  MultipartBody(String boundary) {
    this.boundary = boundary;
  }

  MultipartBody field(String name, String value) {
    write("--" + boundary + "\r\nContent-Disposition: form-data; name=\"" + name + "\"\r\n\r\n" + value + "\r\n");
    return this;
  }

  MultipartBody fields(Map<String, String> values) {
    values.forEach(this::field);
    return this;
  }

  MultipartBody file(String name, String filename, String contentType, byte[] content) {
    write("--" + boundary + "\r\nContent-Disposition: form-data; name=\"" + name + "\"; filename=\"" + filename + "\"\r\n"
        + "Content-Type: " + contentType + "\r\n\r\n");
    out.writeBytes(content);
    write("\r\n");
    return this;
  }

  /** A file input with no file chosen, as browsers send it. */
  MultipartBody noFile(String name) {
    return file(name, "", "application/octet-stream", new byte[0]);
  }

  byte[] bytes() {
    ByteArrayOutputStream copy = new ByteArrayOutputStream();
    copy.writeBytes(out.toByteArray());
    copy.writeBytes(("--" + boundary + "--\r\n").getBytes(UTF_8));
    return copy.toByteArray();
  }

  String contentType() {
    return "multipart/form-data; boundary=" + boundary;
  }

  HttpRequest.BodyPublisher publisher() {
    return HttpRequest.BodyPublishers.ofByteArray(bytes());
  }

  private void write(String s) {
    out.writeBytes(s.getBytes(UTF_8));
  }
}
