import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Installed font files mapped into memory once per process, so that SDL_ttf reads them as memory.
/// Opened by path, SDL_ttf reads a font through an `SDL_RWops` stream, one `lseek` and one `read`
/// system call for every table and glyph FreeType asks for: about 4,000 for a 19 MB CJK
/// collection met as a fallback, several milliseconds of a thumbnail's process. A mapping costs
/// one call and shares the page cache; it is what FreeType does itself with a file it opens.
/// Mappings are kept until the process ends: every font opened from one reads it while open.
final class MappedFontFiles: @unchecked Sendable {
    static let shared = MappedFontFiles()

    private let lock = NSLock()
    /// Each file's bytes, or nil where it could not be mapped (the caller opens it by path).
    private var files: [String: UnsafeRawBufferPointer?] = [:]

    /// The bytes of the file at `path`, mapped read-only; nil where it cannot be opened or is empty.
    func bytes(of path: String) -> UnsafeRawBufferPointer? {
        lock.withLock {
            if let known = files[path] { return known }
            let mapped = Self.map(path)
            files[path] = mapped
            return mapped
        }
    }

    private static func map(_ path: String) -> UnsafeRawBufferPointer? {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, info.st_size > 0, info.st_size <= Int(Int32.max),
              let address = mmap(nil, Int(info.st_size), PROT_READ, MAP_PRIVATE, fd, 0), address != MAP_FAILED else { return nil }
        return UnsafeRawBufferPointer(start: address, count: Int(info.st_size))
    }
}
