package dev.autopilot.examples.site;

import static java.nio.charset.StandardCharsets.UTF_8;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class FormDataTest {

  @Test
  void textAndFileParts() throws Exception {
    byte[] binary = new byte[256];
    for (int i = 0; i < binary.length; i++) {
      binary[i] = (byte) i;
    }
    MultipartBody body = new MultipartBody()
        .field("first_name", "Zoë")
        .field("cover_letter", "line one\r\nline two\r\n")
        .file("resume", "Lebenslauf Müller.pdf", "application/pdf", binary)
        .noFile("portfolio");

    FormData data = FormData.parse(body.bytes(), body.contentType());

    assertEquals("Zoë", data.first("first_name"));
    assertEquals("line one\r\nline two\r\n", data.first("cover_letter"));
    FormData.FilePart resume = data.file("resume");
    assertNotNull(resume);
    assertEquals("Lebenslauf Müller.pdf", resume.filename());
    assertEquals("application/pdf", resume.contentType());
    assertArrayEquals(binary, resume.content());
    assertNull(data.file("portfolio"), "an empty file input is no file");
    assertEquals(List.of("first_name", "cover_letter"), List.copyOf(data.firstValues().keySet()));
  }

  @Test
  void quotedBoundaryPreambleAndBareLineFeeds() throws Exception {
    String raw = "preamble to ignore\n--abc\nContent-Disposition: form-data; name=\"a\"\n\n1\n--abc\n"
        + "content-disposition: form-data; name=\"b\"\n\n\n--abc--\n";

    FormData data = FormData.parse(raw.getBytes(UTF_8), "multipart/form-data; charset=utf-8; boundary=\"abc\"");

    assertEquals("1", data.first("a"));
    assertEquals("", data.first("b"));
  }

  @Test
  void browserEscapesAndExtendedFileNames() throws Exception {
    String raw = "--b\r\nContent-Disposition: form-data; name=\"q%22x\"\r\n\r\nv\r\n"
        + "--b\r\nContent-Disposition: form-data; name=\"f\"; filename=\"fallback.pdf\"; filename*=UTF-8''r%C3%A9sum%C3%A9.pdf\r\n\r\nPDF\r\n"
        + "--b\r\nContent-Disposition: form-data; name=\"g\"; filename=\"C:\\\\Users\\\\me\\\\cv.docx\"\r\n\r\nDOC\r\n--b--\r\n";

    FormData data = FormData.parse(raw.getBytes(UTF_8), "multipart/form-data; boundary=b");

    assertEquals("v", data.first("q\"x"));
    assertEquals("résumé.pdf", data.file("f").filename());
    assertEquals("application/octet-stream", data.file("f").contentType());
    assertEquals("cv.docx", data.file("g").filename());
  }

  @Test
  void boundaryTextInsideContentIsNotADelimiter() throws Exception {
    MultipartBody body = new MultipartBody("XyZ").field("note", "see --XyZ in the middle").field("next", "ok");

    FormData data = FormData.parse(body.bytes(), body.contentType());

    assertEquals("see --XyZ in the middle", data.first("note"));
    assertEquals("ok", data.first("next"));
  }

  @Test
  void urlEncoded() throws Exception {
    FormData data = FormData.parse("a=1&b=Zo%C3%AB+K&c=&a=2".getBytes(UTF_8), "application/x-www-form-urlencoded");

    assertEquals("1", data.first("a"));
    assertEquals("Zoë K", data.first("b"));
    assertEquals("", data.first("c"));
  }

  @Test
  void malformedBodiesAreRejected() {
    assertThrows(FormData.MalformedFormException.class, () -> FormData.parse(new byte[0], null));
    assertThrows(FormData.MalformedFormException.class, () -> FormData.parse(new byte[0], "text/plain"));
    assertThrows(FormData.MalformedFormException.class, () -> FormData.parse(new byte[0], "multipart/form-data"));
    assertThrows(FormData.MalformedFormException.class,
        () -> FormData.parse("nothing here".getBytes(UTF_8), "multipart/form-data; boundary=b"));
    assertThrows(FormData.MalformedFormException.class,
        () -> FormData.parse("--b\r\nContent-Disposition: form-data; name=\"a\"\r\n\r\nunterminated".getBytes(UTF_8),
            "multipart/form-data; boundary=b"));
    assertThrows(FormData.MalformedFormException.class,
        () -> FormData.parse("--b\r\nContent-Type: text/plain\r\n\r\nx\r\n--b--".getBytes(UTF_8), "multipart/form-data; boundary=b"));
  }

  @Test
  void headerParameters() {
    assertEquals("a;b", HeaderParams.parse("form-data; name=\"a;b\"; filename=x").get("name"));
    assertEquals("x", HeaderParams.parse("form-data; name=\"a;b\"; filename=x").get("filename"));
    assertEquals("q\"uote", HeaderParams.parse("form-data; NAME=\"q\\\"uote\"").get("name"));
    assertTrue(HeaderParams.parse("form-data").isEmpty());
  }
}
