import CMalloc

/// How glibc hands out and takes back large buffers. By default it raises its mmap threshold
/// after each large free, so later pictures come from the heap and fragment it; resident memory
/// then creeps up page after page. Fixed thresholds keep it bounded: buffers of 4 MB and more
/// (decoded pictures, canvases) are mapped and given back at once; smaller ones (the picture of an
/// animating box, border, shadow or path, made again every frame: 2.25 MB for a 750-pixel path)
/// come from the heap and are reused frame after frame, instead of being mapped and unmapped every
/// frame, whose fresh pages faulted one by one and whose unmapping stopped the renderer's other
/// threads to flush their TLBs (a morphing path's frame at 1920x1080 went from 12–14 to 7–8 ms).
/// The heap's top is trimmed beyond 4 MB, and `returnFreePages` hands back its free pages inside
/// once a page has settled.
enum MemoryTuning {
    static func apply() {
        _ = mallopt(M_MMAP_THRESHOLD, 4 << 20)
        _ = mallopt(M_TRIM_THRESHOLD, 4 << 20)
    }

    /// Hands the free pages inside the heap back to the system (not only those at its top): what
    /// one page's texts, pictures and the GL driver's shader compiles freed.
    static func returnFreePages() {
        _ = malloc_trim(0)
    }
}
