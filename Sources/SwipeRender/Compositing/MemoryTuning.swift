import CMalloc

/// Keeps glibc from holding on to freed picture buffers. By default it raises its mmap threshold
/// after each large free, so later pictures come from the heap and fragment it; resident memory
/// then creeps up page after page. Fixed thresholds return big buffers to the system at once.
enum MemoryTuning {
    static func apply() {
        _ = mallopt(M_MMAP_THRESHOLD, 256 << 10)
        _ = mallopt(M_TRIM_THRESHOLD, 1 << 20)
    }

    /// Hands the free pages inside the heap back to the system (not only those at its top): what
    /// one page's texts, pictures and the GL driver's shader compiles freed.
    static func returnFreePages() {
        _ = malloc_trim(0)
    }
}
