import Foundation

extension Pipe {
    /// Everything written into the pipe until its writers closed it; the pipe's reading end is
    /// closed after. A pipe given to a `Process` keeps its descriptors after the process ends and
    /// the pipe is let go, so a suite that starts thousands of processes would hold over a thousand
    /// descriptors by its end (and meet Foundation's over-read of /proc/self/fd, see
    /// Packaging/asan.supp).
    public func readAllAndClose() -> Data {
        let data = fileHandleForReading.readDataToEndOfFile()
        close()
        return data
    }

    /// Closes both ends (an end already closed is left as it is).
    public func close() {
        try? fileHandleForReading.close()
        try? fileHandleForWriting.close()
    }
}

extension Process {
    /// Starts the process, then closes this process's copies of the files given as its standard
    /// output and error (the child has its own): kept, each would hold a descriptor until the test
    /// run ends.
    public func runClosingOutputFiles() throws {
        try run()
        for case let file as FileHandle in [standardOutput, standardError] where file !== FileHandle.nullDevice {
            try? file.close()
        }
    }
}
