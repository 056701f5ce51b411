import Foundation
import TestSupport
@testable import AddressSearch

/// Builds small indexes from inline CSV into a temporary folder, removed when the tests end.
enum IndexFixture {
    static let header = "LON,LAT,NUMBER,STREET,UNIT,CITY,DISTRICT,REGION,POSTCODE,ID,HASH\n"

    /// Rows chosen to exercise ranking, abbreviations, diacritics, typos and units.
    static let rows = """
        -122.08,37.42,1600,Amphitheatre Pkwy,STE 100,Mountain View,Santa Clara,CA,94043,1,a
        -122.08,37.42,1600,Amphitheatre Pkwy,STE 20,Mountain View,Santa Clara,CA,94043,2,b
        -122.08,37.42,1600,Amphitheatre Pkwy,STE 3,Mountain View,Santa Clara,CA,94043,3,c
        -122.08,37.42,1601,Amphitheatre Pkwy,,Mountain View,Santa Clara,CA,94043,4,d
        -122.08,37.42,16000,Amphion Rd,,Palo Alto,Santa Clara,CA,94301,5,e
        -122.08,37.42,100,Main St,,Springfield,Sangamon,IL,62701,6,f
        -122.08,37.42,12,Main St,,Springfield,Sangamon,IL,62701,7,g
        -122.08,37.42,2,Main St,,Springfield,Sangamon,IL,62701,8,h
        -122.08,37.42,2,Main St,,Boston,Suffolk,MA,02108,9,i
        -122.08,37.42,45,Mainsail Dr,,Miami,Miami-Dade,FL,33125,10,j
        -122.08,37.42,7,N Oak Ave,,Portland,Multnomah,OR,97201,11,k
        -122.08,37.42,9,Oakwood Blvd,,Portland,Multnomah,OR,97201,12,l
        -91.99,30.29,100,Rue de l'Église,,Lafayette,Lafayette,LA,70501,13,m
        -106.05,35.97,12,Calle Niño,APT 1,Española,Rio Arriba,NM,87532,14,n
        -106.05,35.97,12,Calle Niño,APT 2,Española,Rio Arriba,NM,87532,15,o
        -121.89,37.34,1,Avenida España,,San José,Santa Clara,CA,95112,16,p

        """

    /// The folder every index built here goes into: one per test process, removed when the
    /// process exits, because an index is searched through its path (a test may cut, replace
    /// or reopen it) for as long as the test holds it, past the end of `build`.
    private static let folder: Result<TemporaryFolder, any Error> = Result {
        let folder = try TemporaryFolder("addresssearch-tests")
        atexit { try? IndexFixture.folder.get().cleanUp() }
        return folder
    }

    /// Builds `csv` (header included) into a fresh index file; returns its path and report.
    static func build(_ csv: String = header + rows, country: String = "US") throws -> (path: String, report: IndexBuildReport) {
        let path = try folder.get().file("test-\(UUID().uuidString).edidx").path
        var builder = LocalIndexBuilder(countryCode: country)
        try builder.add(OpenAddressesReader(path: "inline.csv", contents: csv))
        let report = try builder.write(to: path)
        return (path, report)
    }

    static func index(_ csv: String = header + rows) throws -> LocalAddressIndex {
        try LocalAddressIndex(path: build(csv).path)
    }
}
