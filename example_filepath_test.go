package url_test

import (
	"errors"
	"fmt"
	"strings"

	"github.com/weburl/url"
)

func ExampleFromFilePath() {
	// An absolute path of the system the program runs on.
	path := "/home/ann/notes #1.txt"
	if url.NativePath == url.WindowsPath {
		path = `C:\home\ann\notes #1.txt`
	}
	u, err := url.FromFilePath(path)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(strings.TrimPrefix(strings.TrimPrefix(u.Href(), "file://"), "/C:"))
	// Output: /home/ann/notes%20%231.txt
}

func ExampleFromDirPath() {
	path := "/srv/www"
	if url.NativePath == url.WindowsPath {
		path = `C:\srv\www`
	}
	dir, err := url.FromDirPath(path)
	if err != nil {
		fmt.Println(err)
		return
	}
	page, _ := url.Parse("index.html", dir)
	fmt.Println(strings.TrimPrefix(strings.TrimPrefix(page.Href(), "file://"), "/C:"))
	// Output: /srv/www/index.html
}

func ExampleURL_FilePath() {
	u := url.MustParse("file:///tmp/a%20b/c%23d.txt?query#fragment")
	if url.NativePath == url.WindowsPath {
		u = url.MustParse("file:///C:/tmp/a%20b/c%23d.txt?query#fragment")
	}
	path, err := u.FilePath()
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(strings.ReplaceAll(strings.TrimPrefix(path, "C:"), `\`, "/"))
	// Output: /tmp/a b/c#d.txt
}

func ExamplePathStyle_FromFilePath() {
	for _, p := range []string{`C:\Users\Ann\My Documents`, `\\server\share\report.pdf`, `\\?\C:\very\long\path`, `Documents\x`} {
		u, err := url.WindowsPath.FromFilePath(p)
		if err != nil {
			fmt.Println(err)
			continue
		}
		fmt.Println(u.Href())
	}
	u, _ := url.POSIXPath.FromFilePath("/tmp/50%/a\\b")
	fmt.Println(u.Href())
	// Output:
	// file:///C:/Users/Ann/My%20Documents
	// file://server/share/report.pdf
	// file:///C:/very/long/path
	// url: FromFilePath "Documents\\x" (Windows): relative path at offset 0: an absolute Windows path starts with a drive letter ("C:\") or is a UNC path ("\\server\share")
	// file:///tmp/50%25/a%5Cb
}

func ExamplePathStyle_FromDirPath() {
	u, _ := url.WindowsPath.FromDirPath(`D:\projects\site`)
	fmt.Println(u.Href())
	// Output: file:///D:/projects/site/
}

func ExamplePathStyle_FilePath() {
	u := url.MustParse("file://nas/My%20Docs/File.doc")
	p, _ := url.WindowsPath.FilePath(u)
	fmt.Println(p)
	_, err := url.POSIXPath.FilePath(u)
	fmt.Println(err)
	// Output:
	// \\nas\My Docs\File.doc
	// url: FilePath "file://nas/My%20Docs/File.doc" (POSIX): host not local at offset 7: a POSIX path names no host
}

func ExamplePathStyle_String() {
	fmt.Println(url.POSIXPath, url.WindowsPath)
	// Output: POSIX Windows
}

func ExampleFilePathError() {
	_, err := url.POSIXPath.FilePath(url.MustParse("file:///etc%2Fpasswd"))
	var fe *url.FilePathError
	if errors.As(err, &fe) {
		fmt.Println(fe.Kind, fe.Offset)
		fmt.Println(fe.Input[fe.Offset:])
	}
	// Output:
	// encoded separator 11
	// %2Fpasswd
}

func ExampleFilePathError_Error() {
	_, err := url.WindowsPath.FromFilePath(`\\.\PhysicalDrive0`)
	fmt.Println(err.Error())
	// Output: url: FromFilePath "\\\\.\\PhysicalDrive0" (Windows): device path at offset 0: a device path has no file: URL
}

func ExampleFilePathError_Unwrap() {
	_, err := url.WindowsPath.FromFilePath(`\\bad host\share`)
	var perr *url.Error
	fmt.Println(errors.As(err, &perr), perr.Code)
	// Output: true domain-to-ASCII
}

func ExampleFilePathErrorKind_String() {
	fmt.Println(url.RelativePath, "|", url.NoDriveLetter, "|", url.EncodedSeparator)
	// Output: relative path | no drive letter | encoded separator
}
