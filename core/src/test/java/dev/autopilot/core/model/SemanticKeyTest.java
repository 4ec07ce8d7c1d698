package dev.autopilot.core.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import org.junit.jupiter.api.Test;

class SemanticKeyTest {

  @Test
  void numericIdsUuidsAndHashesBecomePlaceholders() {
    assertEquals("/jobs/{n}/apply", SemanticKey.normalizePath("/jobs/4821/apply/"));
    assertEquals("/applications/{uuid}/confirmation", SemanticKey.normalizePath("/applications/3f2b8c1e-9a4d-4e1b-8c2f-0a1b2c3d4e5f/confirmation"));
    assertEquals("/r/{hash}", SemanticKey.normalizePath("/r/9f86d081884c7d659a2feaa0c55ad015"));
    assertEquals("/s/{hash}/form", SemanticKey.normalizePath("/s/aZ3kP9qR2mX7vB4n/form"));
    assertEquals("/careers/backend-engineer", SemanticKey.normalizePath("/Careers/backend-engineer?utm=1#top"));
    assertEquals("/", SemanticKey.normalizePath(""));
    assertEquals("/", SemanticKey.normalizePath("/?q=1"));
  }

  @Test
  void wordsAndShortTokensAreKept() {
    assertEquals("/jobs/senior-developer-2026", SemanticKey.normalizePath("/jobs/senior-developer-2026"));
    assertEquals("/v2/apply", SemanticKey.normalizePath("/v2/apply"));
    assertEquals("/abcdefabcdefabcdef", SemanticKey.normalizePath("/abcdefabcdefabcdef"));
  }

  @Test
  void questionSignatureIgnoresCasePunctuationAndRequiredMarks() {
    assertEquals("are you authorized to work in the us", SemanticKey.questionSignature("  Are you authorized to work in the US? *"));
    assertEquals("whats your name", SemanticKey.questionSignature("What's your\n name:"));
    assertEquals("e mail", SemanticKey.questionSignature("E-mail"));
    assertEquals("vacances avril", SemanticKey.questionSignature("Vacances d'avril"), "an elided article says nothing of its own");
    assertEquals("nom de atelier", SemanticKey.questionSignature("Nom de l’atelier"));
    assertEquals("data anno", SemanticKey.questionSignature("Data dell'anno"));
    assertEquals("l", SemanticKey.questionSignature("L'"), "no letter after it: the word stays");
    assertEquals("dont", SemanticKey.questionSignature("Don't"), "an English contraction stays one word");
    assertEquals("oclock", SemanticKey.questionSignature("o'clock"));
    assertEquals("word ".repeat(19).strip(), SemanticKey.questionSignature("word ".repeat(60)), "at most 96 characters, never half a word");
    assertEquals(96, SemanticKey.questionSignature("abc".repeat(20) + " " + "x".repeat(35) + " more").length(), "a cut between words keeps all 96");
    String longBox = "By checking this box I agree that Harborline Home Loans may contact me by phone, text or email about my inquiry.";
    assertTrue(SemanticKey.questionSignature(longBox).endsWith(" email"), () -> SemanticKey.questionSignature(longBox) + ": 'about' is not read as 'ab'");
  }

  @Test
  void keyIsStableAcrossRendersOfTheSameQuestion() {
    PageInfo a = new PageInfo("https://jobs.example/jobs/1/apply", "A", "jobs.example", SemanticKey.normalizePath("/jobs/1/apply"), "h1");
    PageInfo b = new PageInfo("https://jobs.example/jobs/2/apply?x", "B", "jobs.example", SemanticKey.normalizePath("/jobs/2/apply"), "h2");
    assertEquals(SemanticKey.of(a, "answer", "Visa sponsorship? *"), SemanticKey.of(b, "answer", "visa sponsorship"));
    assertNotEquals(SemanticKey.of(a, "answer", "Visa sponsorship?"), SemanticKey.of(a, "submit", "Visa sponsorship?"));
    assertEquals("jobs.example|/jobs/{n}/apply|answer|visa sponsorship", SemanticKey.of(a, "answer", "Visa sponsorship?").toString());
  }
}
