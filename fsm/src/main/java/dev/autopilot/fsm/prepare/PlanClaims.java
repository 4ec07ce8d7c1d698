package dev.autopilot.fsm.prepare;

import static java.util.Objects.requireNonNull;

import dev.autopilot.core.AutopilotException;
import dev.autopilot.core.ErrorCode;
import java.io.IOException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Makes sure a prepared plan is submitted at most once, by whichever process confirms it: the
 * confirming run claims the plan right before its submit, and a plan claimed before is refused
 * ({@code ALREADY_CONFIRMED}). A claim is never released: a confirm that fails after claiming
 * leaves the plan used, and a person prepares again. Implementations are thread-safe.
 */
@FunctionalInterface
public interface PlanClaims {

  /**
   * Claims the plan.
   *
   * @param planId the plan's {@link PreparedPlan#planId()}
   * @return true the first time this plan id is claimed, false ever after
   * @throws AutopilotException with {@link ErrorCode#BROWSER_EXPORT_FAILED} when the claim cannot be recorded
   */
  boolean claim(String planId);

  /**
   * Claims kept in this process's memory: one process confirms; the default.
   *
   * @return a new, empty registry; claims live as long as it does, and a second registry does
   *     not see them
   */
  static PlanClaims inMemory() {
    Set<String> claimed = ConcurrentHashMap.newKeySet();
    return claimed::add;
  }

  /**
   * Claims kept as files in a folder ({@code <planId>.claimed}, created atomically): every
   * process that uses the same folder on the same file system sees the same claims.
   *
   * @param folder where the claim files go, created on the first claim; it must stay as long as
   *     the plans may be confirmed, since deleting a claim file lets its plan be submitted again
   * @return a registry over that folder; its {@code claim} throws {@link IllegalArgumentException}
   *     for an id other than letters, digits and hyphens
   */
  static PlanClaims inFolder(Path folder) {
    requireNonNull(folder, "folder");
    return planId -> {
      if (!planId.matches("[A-Za-z0-9-]+")) {
        throw new IllegalArgumentException("not a plan id: " + planId);
      }
      try {
        Files.createDirectories(folder);
        Files.createFile(folder.resolve(planId + ".claimed"));
        return true;
      } catch (FileAlreadyExistsException e) {
        return false;
      } catch (IOException e) {
        throw new AutopilotException(ErrorCode.BROWSER_EXPORT_FAILED, "could not record the claim of plan " + planId + " in " + folder + ": " + e.getMessage());
      }
    };
  }
}
