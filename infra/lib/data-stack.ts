// The data the platform keeps: PostgreSQL on RDS (encrypted, backed up, never public, reachable
// only from the API's tasks, its credentials generated into Secrets Manager) and the documents'
// bucket (private, encrypted, TLS only, versioned, CORS for the portals' presigned uploads).
import { Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib'
import * as ec2 from 'aws-cdk-lib/aws-ec2'
import * as rds from 'aws-cdk-lib/aws-rds'
import * as s3 from 'aws-cdk-lib/aws-s3'
import type { Construct } from 'constructs'
import { type CordilleraConfig, portalOrigins } from './config.ts'
import { type NetworkStack, POSTGRES_PORT } from './network-stack.ts'

export const DATABASE_NAME = 'cordillera'
export const DATABASE_USER = 'cordillera'
// The password goes into a postgresql:// URL as it is (apps/api/Dockerfile): letters and digits
// only, so nothing in it needs escaping. 32 of them are ~190 bits.
const NOT_IN_PASSWORD = ` !"#$%&'()*+,-./:;<=>?@[\\]^_\`{|}~`

export class DataStack extends Stack {
  readonly database: rds.DatabaseInstance
  readonly documentsBucket: s3.Bucket

  constructor(
    scope: Construct,
    id: string,
    config: CordilleraConfig,
    network: NetworkStack,
    props?: StackProps,
  ) {
    super(scope, id, props)

    const parameters = new rds.ParameterGroup(this, 'DatabaseParameters', {
      engine: rds.DatabaseInstanceEngine.postgres({ version: rds.PostgresEngineVersion.VER_17 }),
      parameters: { 'rds.force_ssl': '1' },
    })
    this.database = new rds.DatabaseInstance(this, 'Database', {
      engine: rds.DatabaseInstanceEngine.postgres({ version: rds.PostgresEngineVersion.VER_17 }),
      instanceType: new ec2.InstanceType(config.databaseInstanceType),
      vpc: network.vpc,
      vpcSubnets: { subnetType: ec2.SubnetType.PRIVATE_ISOLATED },
      securityGroups: [network.databaseSecurityGroup],
      port: POSTGRES_PORT,
      multiAz: true,
      publiclyAccessible: false,
      storageEncrypted: true,
      allocatedStorage: 50,
      maxAllocatedStorage: 500,
      storageType: rds.StorageType.GP3,
      databaseName: DATABASE_NAME,
      credentials: rds.Credentials.fromGeneratedSecret(DATABASE_USER, {
        secretName: `${config.stackPrefix.toLowerCase()}/database`,
        excludeCharacters: NOT_IN_PASSWORD,
      }),
      parameterGroup: parameters,
      backupRetention: Duration.days(config.databaseBackupDays),
      preferredBackupWindow: '06:00-07:00',
      preferredMaintenanceWindow: 'sun:07:30-sun:08:30',
      deletionProtection: true,
      removalPolicy: RemovalPolicy.SNAPSHOT,
      autoMinorVersionUpgrade: true,
      enablePerformanceInsights: true,
      cloudwatchLogsExports: ['postgresql'],
      copyTagsToSnapshot: true,
    })

    this.documentsBucket = new s3.Bucket(this, 'Documents', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      encryption: s3.BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      versioned: true,
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
      removalPolicy: RemovalPolicy.RETAIN,
      // The browser PUTs an upload straight to its presigned URL and GETs a file the same way.
      cors: [
        {
          allowedOrigins: portalOrigins(config),
          allowedMethods: [s3.HttpMethods.PUT, s3.HttpMethods.GET, s3.HttpMethods.HEAD],
          allowedHeaders: ['Content-Type', 'Content-Length', 'Content-Disposition'],
          exposedHeaders: ['ETag'],
          maxAge: 3000,
        },
      ],
      lifecycleRules: [
        { noncurrentVersionExpiration: Duration.days(90) },
        { abortIncompleteMultipartUploadAfter: Duration.days(1) },
      ],
    })
  }
}
