package dev.autopilot.observability;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class RedactorTest {
  private final Redactor redactor = Redactor.standard();

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "write to jane.doe@example.com today | write to [email] today",
        "<Jane.O'Neil+jobs@mail.example.co.uk> | <[email]>",
        "'jane@example.com' | '[email]'",
        "mailto:a_b-c@sub.domain.io | mailto:[email]",
        "?email=jane%40example.com&x=1 | ?email=[email]&x=1",
        "josé@exämple.de | [email]",
      })
  void redactsEmailAddresses(String in, String out) {
    assertEquals(out, redactor.redact(in));
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "call +1 (415) 555-0123 now | call [phone] now",
        "call +1 415-555-0123 | call [phone]",
        "+14155550123 | [phone]",
        "tel:+44 20 7946 0958 | tel:[phone]",
        "+44 (0) 20 7946 0958 | [phone]",
        "(415) 555-0123 | [phone]",
        "415.555.0123 | [phone]",
        "415-555-0123. | [phone].",
        "555-0123 | [phone]",
        "06 12 34 56 78 | [phone]",
        "06.12.34.56.78 | [phone]",
        "+33 6 12 34 56 78 | [phone]",
        "030 1234567 | [phone]",
        "0612345678 | [phone]",
        "03-1234-5678 | [phone]",
        "on 2026-11-21 415 555 0123 | on 2026-11-21 [phone]",
        "phone:(415)555-0123, | phone:[phone],",
      })
  void redactsPhoneNumbers(String in, String out) {
    assertEquals(out, redactor.redact(in));
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "2026-11-21",
        "21.11.2026",
        "11-21-2026",
        "11/21/2026",
        "2026-11-21T10:15:30Z",
        "2026-11-21T10:15:30.123456789Z",
        "2026-11-21T10:15:30+01:00",
        "2026-11-21 10:15:30",
        "from 2026-11-21 to 2026-11-28",
        "2019-2026",
        "in 2026 we had 42 of 1500",
        "ref e12 and e1234567",
        "HTTP 503 then HTTP_422",
        "status 200, 404",
        "took 1234567 ms at 1763719200000",
        "1 234 567 people",
        "12.345.678",
        "3.14159265",
        "1234.5678",
        "192.168.100.200",
        "v1.2.3",
        "Step 1 2 3",
        "sha256=ab12cd34 len=12",
        "structure a1b2c3d4e5f6a7b8",
        "550e8400-e29b-41d4-a716-446655440000",
        "jobs.example.com|/jobs/{n}/apply|answer|are you authorized",
        "https://jobs.example.com/jobs/4821/apply",
        "https://jobs.example.com/applications/3f2504e0-4f89-11d3-9a0c-0305e82c3301/confirmation",
        "reference 3f2504e0-4f89-11d3-9a0c-0305e82c3301 and req-550e8400-e29b-41d4-a716-446655440000",
        "/careers/senior-software-engineer-backend-platform-2026",
        "no personal data here",
      })
  void leavesOtherTextAlone(String text) {
    assertEquals(text, redactor.redact(text));
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "https://x.io/a?token=abc123&job=42 | https://x.io/a?token=[token]&job=[redacted]",
        "https://x.io/cb#access_token=eyAbc.def&id_token=x1 | https://x.io/cb#access_token=[token]&id_token=[token]",
        "https://jobs.example.com/jobs/4821/apply?job=42&page=2#top | https://jobs.example.com/jobs/4821/apply?job=[redacted]&page=[redacted]#top",
        "https://jane:hunter2@x.io/a | https://[userinfo]@x.io/a",
        "see http://jane@x.io:8080/p?name=Jane+Doe;lang=en. | see http://[userinfo]@x.io:8080/p?name=[redacted];lang=[redacted].",
        "https://x.io/search?Jane%20Doe | https://x.io/search?[redacted]",
        "https://x.io/?key=K1&code=C2&session=S3&sig=Z9&auth=A | https://x.io/?key=[token]&code=[token]&session=[token]&sig=[token]&auth=[token]",
        "https://x.io/login?user=jane&password=hunter2 | https://x.io/login?user=[redacted]&password=[token]",
        "https://x.io/s3?X-Amz-Signature=abcdef&X-Amz-Date=20261121 | https://x.io/s3?X-Amz-Signature=[token]&X-Amz-Date=[redacted]",
        "https://x.io/a;jsessionid=ABCDEF0123 | https://x.io/a;jsessionid=[token]",
        "https://x.io/a?sessionId=1&apiKey=2&client_secret=3 | https://x.io/a?sessionId=[token]&apiKey=[token]&client_secret=[token]",
        "https://x.io/a?phone=4155550123 | https://x.io/a?phone=[phone]",
        "https://x.io/reset/dGhpcyBpcyBhIHNlY3JldCB0b2tlbg/confirm | https://x.io/reset/[token]/confirm",
        "https://x.io/f/9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08 | https://x.io/f/[token]",
        "Authorization: Bearer abcDEF123456789xyz | Authorization: Bearer [token]",
        "jwt eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U | jwt [token]",
      })
  void redactsUrlTokens(String in, String out) {
    assertEquals(out, redactor.redact(in));
  }

  @Test
  void redactsEverythingInOneString() {
    String in = "jane@example.com, +49 30 1234567, https://x.io/a?token=t0k3n on 2026-11-21T10:15:30Z (e12, HTTP 503)";
    assertEquals("[email], [phone], https://x.io/a?token=[token] on 2026-11-21T10:15:30Z (e12, HTTP 503)", redactor.redact(in));
  }

  @Test
  void digestIsAKeyedHmacWithTheLength() throws Exception {
    byte[] key = "0123456789abcdef".getBytes(java.nio.charset.StandardCharsets.US_ASCII);
    Redactor keyed = Redactor.builder().digestKey(key).build();
    javax.crypto.Mac mac = javax.crypto.Mac.getInstance("HmacSHA256");
    mac.init(new javax.crypto.spec.SecretKeySpec(key, "HmacSHA256"));
    String expected = java.util.HexFormat.of().formatHex(mac.doFinal("hello".getBytes(java.nio.charset.StandardCharsets.UTF_8)), 0, 4);
    assertEquals("len=5 digest=" + expected, keyed.digest("hello"));
    assertNotEquals("len=5 digest=2cf24dba", keyed.digest("hello"), "not the plain SHA-256 a dictionary reverses");
    assertNotEquals(keyed.digest("hello"), Redactor.builder().digestKey("fedcba9876543210".getBytes(java.nio.charset.StandardCharsets.US_ASCII)).build().digest("hello"));
    assertTrue(redactor.digest("é😀").startsWith("len=2 digest="));
    assertNotEquals(redactor.digest("a"), redactor.digest("b"));
    assertEquals(redactor.digest("same"), Redactor.disabled().digest("same"));
    assertThrows(IllegalArgumentException.class, () -> Redactor.builder().digestKey(new byte[7]));
  }

  @Test
  void theInstallationKeyIsCreatedOnceOwnerOnlyAndReused(@org.junit.jupiter.api.io.TempDir Path dir) throws Exception {
    byte[] first = dev.autopilot.observability.internal.InstallationKey.at(dir);
    Path file = dir.resolve(dev.autopilot.observability.internal.InstallationKey.FILE_NAME);
    assertTrue(java.nio.file.Files.isRegularFile(file));
    assertEquals(32, first.length);
    assertEquals(java.nio.file.attribute.PosixFilePermissions.fromString("rw-------"), java.nio.file.Files.getPosixFilePermissions(file));
    assertEquals(java.util.HexFormat.of().formatHex(first), java.nio.file.Files.readString(file).strip());
    assertTrue(java.util.Arrays.equals(first, dev.autopilot.observability.internal.InstallationKey.at(dir)));
    try (var listing = java.nio.file.Files.list(dir)) {
      assertEquals(1, listing.count(), "no temporary files left");
    }
  }

  @Test
  void personalValuesAreRedactedWhereverTheyAppear() {
    Redactor personal = redactor.withPersonalValues(java.util.List.of("Ada", "Lovelace", "Ada Lovelace", "12 Marylebone Road", "1815-12-10",
        "/home/ada/private/Ada_CV.pdf", "I enjoy turning careful analysis into working engines."));
    assertEquals("Thank you, [personal]! We reached [personal] at [personal].",
        personal.redact("Thank you, ada  LOVELACE! We reached Ada at 12 Marylebone\nRoad."));
    assertEquals("born [personal], file [personal]", personal.redact("born 1815-12-10, file /home/ada/private/Ada_CV.pdf"));
    assertEquals("Adaptive Canada [personal]_CV.pdf", personal.redact("Adaptive Canada Ada_CV.pdf"));
    assertEquals("letter: [personal]", personal.redact("letter: I enjoy turning careful analysis into working engines."));
    assertEquals("Ada Lovelace", Redactor.disabled().withPersonalValues(java.util.List.of("Ada")).redact("Ada Lovelace"));
    assertEquals("[personal]", Redactor.builder().personalValues(java.util.List.of("Lovelace")).build().redact("Lovelace"));
  }

  @Test
  void concealsTypedValuesUnlessDisabled() {
    assertEquals(redactor.digest("Jane Doe"), redactor.conceal("Jane Doe"));
    assertEquals("Jane Doe", Redactor.disabled().conceal("Jane Doe"));
  }

  @Test
  void showsNeitherTheFolderNorTheNameOfAnUpload() {
    Path file = Path.of("/home/jane/private/Jane_Doe_resume.pdf");
    assertEquals("[file .pdf] " + redactor.digest("Jane_Doe_resume.pdf"), redactor.file(file));
    assertEquals(redactor.file(file), redactor.file(Path.of("/elsewhere/Jane_Doe_resume.pdf")), "the same name, the same digest");
    assertEquals(file.toString(), Redactor.disabled().file(file));
  }

  @Test
  void disabledChangesNothing() {
    Redactor disabled = Redactor.disabled();
    assertFalse(disabled.isEnabled());
    assertTrue(redactor.isEnabled());
    String text = "jane@example.com +1 415 555 0123 https://x.io/?token=abc";
    assertEquals(text, disabled.redact(text));
    assertSame(Redactor.standard(), Redactor.standard());
  }
}
