import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

/** Root with a loop device and mkfs.xfs, or a tmpfs: otherwise the reason, printed, and the test is skipped. */
export function privileged(what: "xfs" | "tmpfs"): string | undefined {
  if (process.getuid?.() !== 0) return "needs root";
  if (what === "xfs" && spawnSync("which", ["mkfs.xfs"]).status !== 0) return "mkfs.xfs is not installed (Debian: xfsprogs)";
  if (what === "xfs" && !existsSync("/dev/loop-control")) return "no loop devices";
  return undefined;
}

/**
 * A fresh XFS file system on a loop device, mounted for `work`. `powerCut()` is a power cut as the disk
 * sees it: the file system shut down without flushing its log (xfs_io's shutdown, godown), then mounted
 * again, so that what is found after it is exactly what was on disk. Everything is removed afterwards.
 */
export async function onXfs<T>(
  work: (mount: string, powerCut: (afterShutdown?: () => Promise<unknown>) => Promise<void>) => Promise<T>,
  size = "320M",
): Promise<T> {
  const folder = mkdtempSync(path.join(os.tmpdir(), "xfs-"));
  const image = path.join(folder, "disk.img");
  const mount = path.join(folder, "mnt");
  mkdirSync(mount);
  execFileSync("truncate", ["-s", size, image]);
  execFileSync("mkfs.xfs", ["-q", image]);
  execFileSync("mount", ["-o", "loop", image, mount]);
  let mounted = true;
  // `afterShutdown`: what happens to the processes on it meanwhile (a server killed with the power).
  const powerCut = async (afterShutdown?: () => Promise<unknown>) => {
    execFileSync("xfs_io", ["-x", "-c", "shutdown", mount]);
    await afterShutdown?.();
    execFileSync("umount", [mount]);
    mounted = false;
    execFileSync("mount", ["-o", "loop", image, mount]);
    mounted = true;
  };
  try {
    return await work(mount, powerCut);
  } finally {
    if (mounted) spawnSync("umount", [mount]);
    rmSync(folder, { recursive: true, force: true });
  }
}
