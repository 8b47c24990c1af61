/// Where an animated export's frames go, in order, on the encoding thread.
protocol FrameSink: AnyObject, Sendable {
    /// Frame `index`'s RGBA pixels.
    func add(_ pixels: UnsafeRawPointer, index: Int) throws
    /// Writes what is left and closes the file.
    func finish() throws
}
