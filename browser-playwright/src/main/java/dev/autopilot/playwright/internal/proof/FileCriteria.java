package dev.autopilot.playwright.internal.proof;

import static dev.autopilot.playwright.internal.proof.Criteria.cut;

import dev.autopilot.core.match.Match;
import dev.autopilot.core.model.Action;
import dev.autopilot.core.model.Evidence;
import dev.autopilot.core.model.SemanticElement;
import dev.autopilot.core.model.Verification;
import java.nio.file.Path;
import java.util.List;
import org.jspecify.annotations.Nullable;

/** The criterion of {@code upload_file}: the file input holds the file, or the page holds or shows it ({@link #fileHeld}). Stateless. */
public final class FileCriteria {
  private FileCriteria() {}

  /**
   * Judges an upload by whether the file took ({@link #fileHeld}).
   *
   * @param action the upload
   * @param t its target in both snapshots
   * @param live the target's live state, read with the file's name
   * @return the verification, with one deciding piece of evidence
   */
  public static Verification judge(Action.UploadFile action, Target t, ReadBack live) {
    boolean fileInput = live.type().equals("file");
    boolean held = fileHeld(fileName(action.file()), live);
    SemanticElement was = t.before();
    String now = fileInput ? live.files().size() + " file(s): " + String.join(", ", live.files())
        : (live.fileAnywhere() ? "a file input holds the file" : live.pageShowsFile() ? "the page shows the file name" : "no trace of the file");
    return Verification.fromEvidence(action, List.of(new Evidence("file attached", held, cut(was == null ? null : was.value()), cut(now))));
  }

  /**
   * Whether the file took: a file input holds a file of that name ({@link Match#sameFile}); for
   * another target (a styled drop zone), any file input of the page holds it or the page shows
   * its name.
   *
   * @param name the file's name, or null for a path without one: then any file in the file input
   *     counts
   * @param live the target's live state, read with that name
   * @return whether the file took
   */
  public static boolean fileHeld(@Nullable String name, ReadBack live) {
    if (!live.type().equals("file")) {
      return live.fileAnywhere() || live.pageShowsFile();
    }
    return name == null ? !live.files().isEmpty() : live.files().stream().anyMatch(f -> Match.sameFile(name, f));
  }

  /**
   * The name of the file, to look for on the page.
   *
   * @param file the uploaded file's path
   * @return its last element, or null for a path without one (a root)
   */
  public static @Nullable String fileName(Path file) {
    Path name = file.getFileName();
    return name == null ? null : name.toString();
  }
}
